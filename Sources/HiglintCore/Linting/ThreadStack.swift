#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The stack size of the threads higlint starts, noted on each so that work needing a deep stack
/// (the Swift parser) can tell whether the thread it runs on has one. A thread higlint did not
/// start (the main thread, a dispatch queue's) counts as having none.
public enum ThreadStack {
    /// What the linting workers get: the main thread's room, twice over.
    public static let workerSize = 16 << 20

    /// A thread-specific value holds the size itself, as the bits of its pointer (no pointer is
    /// ever made of it). `Thread.current.threadDictionary`, bridged on every look-up, was 1.4% of
    /// the instructions of a Swift run, which asks three times a file.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        precondition(pthread_key_create(&key, nil) == 0, "no thread-specific key left")
        return key
    }()

    /// Called first thing on a thread started with `stackSize = size`.
    public static func note(_ size: Int) {
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: size))
    }

    /// The size noted on this thread, or 0.
    public static var current: Int {
        Int(bitPattern: pthread_getspecific(key))
    }

    /// `body`'s result, computed on this thread when higlint started it with a stack of `size` or
    /// larger, else on a new thread with that stack while this one waits. A command runs its whole
    /// work through here once (`higlint lint` on the main thread, whose 8 MiB are not enough for
    /// the Swift parser's worst accepted nesting), so that the parser does not start a thread of
    /// its own for every file: two threads a file cost 0.47 → 0.29 of the bare parse on the Swift
    /// benchmark (60 files, --jobs 1).
    public static func run<Result>(size: Int = workerSize, _ body: () -> Result) -> Result {
        if current >= size { return body() }
        return withoutActuallyEscaping(body) { body in
            let box = Box(body)
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                note(size)
                box.result = box.body?()
                // Let go of `body` before this one goes on: the thread may outlive the wait.
                box.body = nil
                done.signal()
            }
            thread.stackSize = size
            thread.start()
            done.wait()
            // Take the result out, for the same reason: what it holds goes when the caller lets go.
            defer { box.result = nil }
            return box.result!
        }
    }

    /// `body` and its result on their way to the new thread and back. `@unchecked`: they are not
    /// `Sendable` (a command's whole work), and need not be, as the threads never touch them at
    /// once: the new thread has them between `start()` and `signal()`, this one waits meanwhile.
    private final class Box<Result>: @unchecked Sendable {
        var body: (() -> Result)?
        var result: Result?
        init(_ body: @escaping () -> Result) { self.body = body }
    }
}
