import Foundation

/// State shared between threads that some of them wait on: `Mutex` (Synchronization) where a
/// thread must also be able to wait, under the lock, until another changes the state. Mutex has
/// no condition variable, so this pairs the state with an `NSCondition`.
final class Monitor<State: Sendable>: @unchecked Sendable {
    // @unchecked: `state` is only touched inside `withLock`, which holds `condition`'s lock.
    private let condition = NSCondition()
    private var state: State

    init(_ state: State) {
        self.state = state
    }

    /// `body`'s result, run holding the lock.
    func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        condition.lock()
        defer { condition.unlock() }
        return try body(&state)
    }

    /// Runs `attempt` holding the lock until it returns a result: when it returns nil, the lock is
    /// let go until `signal()` or `broadcast()` is called, and `attempt` runs again.
    func withLock<Result>(retrying attempt: (inout State) throws -> Result?) rethrows -> Result {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let result = try attempt(&state) { return result }
            condition.wait()
        }
    }

    /// Wakes one thread waiting in `withLock(retrying:)`.
    func signal() {
        condition.signal()
    }

    /// Wakes every thread waiting in `withLock(retrying:)`.
    func broadcast() {
        condition.broadcast()
    }
}
