import Foundation

/// The stack size of the threads higlint starts, noted on each so that work needing a deep stack
/// (the Swift parser) can tell whether the thread it runs on has one. A thread higlint did not
/// start (the main thread, a dispatch queue's) counts as having none.
public enum ThreadStack {
    /// What the linting workers get: the main thread's room, twice over.
    public static let workerSize = 16 << 20

    private static let key = "higlint.stackSize"

    /// Called first thing on a thread started with `stackSize = size`.
    public static func note(_ size: Int) {
        Thread.current.threadDictionary[key] = size
    }

    /// The size noted on this thread, or 0.
    public static var current: Int {
        Thread.current.threadDictionary[key] as? Int ?? 0
    }
}
