import Dispatch
import Foundation
import HiglintCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `higlint lsp`: the server over standard input and output. Standard input is read on the
/// calling thread; messages are handled one at a time on a serial queue, lints run on another
/// so that a cancel or a newer change is read while one runs.
public enum LanguageServerMain {
    /// `returnFreeMemory` is called after each lint and each index: the executable gives the C
    /// allocator's free memory back to the system there (the library leaves the allocator alone).
    public static func run(returnFreeMemory: @escaping @Sendable () -> Void = {}) -> Never {
        let queue = DispatchQueue(label: "higlint.lsp")
        let lintQueue = DispatchQueue(label: "higlint.lsp.lint")
        let server = OnServerQueue(LanguageServer(environment: ServerEnvironment(
            send: { message in writeAll(framed(message.serialized)) },
            after: { seconds, work in
                let work = OnServerQueue(work)
                queue.asyncAfter(deadline: .now() + seconds) { work.run() }
            },
            lint: { job, done in
                let job = OnServerQueue(job), done = OnServerQueue(done)
                lintQueue.async {
                    let diagnostics = job.run()
                    // At most one lint a debounce per document: cheap enough to give back what the
                    // lint and the edits before it freed, so memory stays flat while people type
                    // (Benchmarks/lsp.py).
                    returnFreeMemory()
                    queue.async { done.run(diagnostics) }
                }
            },
            exit: { status in exit(status) },
            // The first walk and index of a folder run on the lint queue: a document opened
            // meanwhile is linted once the index is made (docs/editors.md).
            background: { job, done in
                let job = OnServerQueue(job), done = OnServerQueue(done)
                lintQueue.async {
                    let made = job.value()
                    returnFreeMemory()
                    queue.async { done.value(made) }
                }
            },
            indexJobs: ProcessInfo.processInfo.activeProcessorCount)))
        if isatty(STDIN_FILENO) == 1 {
            note("higlint lsp: a language server; it reads LSP messages on standard input. Start it from an editor (docs/editors.md).")
        }
        // A client that goes away mid-write must not kill the server with SIGPIPE before `exit`.
        signal(SIGPIPE, SIG_IGN)
        var reader = FrameReader()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            reader.feed(buffer[0..<count])
            while let event = reader.next() {
                switch event {
                case .body(let body):
                    let message = IncomingMessage(body: body)
                    queue.async { server.value.receive(message) }
                case .malformed(let problem):
                    queue.async { server.value.receiveMalformedFrame(problem) }
                }
            }
        }
        // Standard input ended. After the messages read before it: an `exit` among them has
        // ended the process already.
        queue.sync {
            if !server.value.isShuttingDown { note("higlint lsp: standard input ended before shutdown and exit; exit status 1") }
            server.value.endOfInput()
        }
        exit(1)
    }

    private static func note(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }

    /// Writes all of `bytes` to standard output (one message at a time, from the server's queue).
    private static func writeAll(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = write(STDOUT_FILENO, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }
}

/// A value only ever used on the server's serial queue (or, for a lint job, handed once to the
/// lint queue and back), which is what makes passing it between queues safe. `@unchecked`: the
/// server and the closures it hands out are not `Sendable` (the server is not thread-safe: its
/// queue is what serialises it), and the compiler cannot see a queue's confinement.
private struct OnServerQueue<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

extension OnServerQueue where Value == () -> Void {
    func run() { value() }
}

extension OnServerQueue where Value == () -> LintedFile {
    func run() -> LintedFile { value() }
}

extension OnServerQueue where Value == (LintedFile) -> Void {
    func run(_ linted: LintedFile) { value(linted) }
}
