import Foundation
import HiglintCore

/// Lints files on several threads and hands each file's result back on the calling thread, in
/// input order, as soon as that file and every file before it are done: a report streams out
/// while later files are still being read, and it is the same whatever the number of workers.
struct LintRunner {
    struct Result {
        var diagnostics: [Diagnostic]
        /// Why the file could not be read (exit status 2), if it could not.
        var failure: String?
    }

    let linter: Linter
    /// The linter for one input when files differ (configuration overrides); else `linter`.
    var linterFor: ((Int) -> Linter)?
    let inputs: [LintInput]
    let standardInput: InputReader.Outcome
    let jobs: Int
    /// How far workers may run ahead of the file being delivered: results waiting to be
    /// delivered are bounded by this many files' diagnostics.
    var window = 1024

    func lint(_ index: Int) -> Result {
        let input = inputs[index]
        let linter = linterFor?(index) ?? self.linter
        let outcome = input.origin == .standardInput
            ? standardInput : InputReader.read(pathBytes: input.pathBytes, limit: linter.limits.maxFileSize)
        switch outcome {
        case .bytes(let bytes): return Result(diagnostics: linter.lint(bytes: bytes, path: input.displayPath))
        case .tooLarge(let size): return Result(diagnostics: linter.tooLarge(path: input.displayPath, size: size))
        case .failed(let reason): return Result(diagnostics: [], failure: "\(input.displayPath): \(reason)")
        }
    }

    /// Lints every input. `deliver` gets each result in input order on this thread; `idle` is
    /// called when the next result is not ready yet (a moment to flush what was written).
    ///
    /// With `jobs` workers, `jobs - 1` threads are started and this thread is the last worker: it
    /// lints a file whenever the next result is not ready yet. A delivering thread that only
    /// waited would be one thread more than there are cores, woken once per file, and those
    /// wake-ups cost about a tenth of the second core.
    func run(deliver: (Int, Result) -> Void, idle: () -> Void = {}) {
        let workers = max(1, min(jobs, inputs.count))
        if workers == 1 {
            for index in inputs.indices { deliver(index, lint(index)) }
            return
        }
        let state = SharedState(count: inputs.count)
        let runner = self
        for _ in 1..<workers {
            let thread = Thread {
                while let index = state.claim(window: runner.window) {
                    state.store(runner.lint(index), at: index)
                }
            }
            // Deep (but allowed) nesting recurses in the model; give workers the main thread's room.
            thread.stackSize = 16 << 20
            thread.start()
        }
        var next = 0
        while next < inputs.count {
            if let ready = state.take(next, wait: false) {
                deliver(next, ready)
                next += 1
            } else if let index = state.claim(window: window, wait: false) {
                state.store(lint(index), at: index)
            } else {
                idle()
                deliver(next, state.take(next, wait: true)!)
                next += 1
            }
        }
    }
}

/// The queue of files and the slots their results land in, behind one lock.
private final class SharedState: @unchecked Sendable {
    private let condition = NSCondition()
    private var results: [LintRunner.Result?]
    private var nextToClaim = 0
    private var delivered = 0
    private var workersWaiting = 0
    private var waitingFor = -1

    init(count: Int) {
        results = Array(repeating: nil, count: count)
    }

    /// The next file to lint, or nil when none is left. While the workers are `window` files
    /// ahead of delivery it waits, or, with `wait: false`, returns nil at once (the delivering
    /// thread must not wait for itself).
    func claim(window: Int, wait: Bool = true) -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while wait, nextToClaim < results.count, nextToClaim >= delivered + window {
            workersWaiting += 1
            condition.wait()
            workersWaiting -= 1
        }
        guard nextToClaim < results.count, nextToClaim < delivered + window else { return nil }
        nextToClaim += 1
        return nextToClaim - 1
    }

    func store(_ result: LintRunner.Result, at index: Int) {
        condition.lock()
        results[index] = result
        if index == waitingFor { condition.broadcast() }
        condition.unlock()
    }

    func take(_ index: Int, wait: Bool) -> LintRunner.Result? {
        condition.lock()
        defer { condition.unlock() }
        if wait {
            waitingFor = index
            while results[index] == nil { condition.wait() }
            waitingFor = -1
        }
        guard let result = results[index] else { return nil }
        results[index] = nil
        delivered = index + 1
        if workersWaiting > 0 { condition.broadcast() }
        return result
    }
}

/// Where a streamed report goes: standard output or the `--output` file, written in large
/// chunks (and whenever the linting would otherwise wait), never one system call per line.
final class ReportSink {
    private let descriptor: Int32
    private let ownsDescriptor: Bool
    private var buffer: [UInt8] = []

    /// Standard output, or `path` created (or truncated) for writing.
    init(path: String?) throws {
        if let path {
            descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw CommandFailure("\(path): cannot write the report") }
            ownsDescriptor = true
        } else {
            descriptor = STDOUT_FILENO
            ownsDescriptor = false
        }
        buffer.reserveCapacity(1 << 16)
    }

    func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 16 { flush() }
    }

    func flush() {
        var offset = 0
        while offset < buffer.count {
            let written = buffer.withUnsafeBytes { bytes in
                writeBytes(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                break  // a closed pipe (`| head`): stop writing, keep linting for the exit status
            }
            offset += written
        }
        buffer.removeAll(keepingCapacity: true)
    }

    func close() {
        flush()
        if ownsDescriptor { closeDescriptor(descriptor) }
    }
}

private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

private func closeDescriptor(_ descriptor: Int32) {
    _ = close(descriptor)
}
