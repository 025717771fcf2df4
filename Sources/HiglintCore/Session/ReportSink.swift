import Foundation

/// Where a streamed report goes: standard output or the `--output` file, written in large
/// chunks (and whenever the linting would otherwise wait), never one system call per line.
public final class ReportSink {
    private let descriptor: Int32
    private let ownsDescriptor: Bool
    /// What the report is written to, for the error message.
    private let destination: String
    private var buffer: [UInt8] = []
    /// The `errno` of the first write that failed; nothing more is written after it.
    private var failure: Int32?

    /// Standard output, or `path` created (or truncated) for writing; a device or a symbolic
    /// link is written through, unless it takes a path in the current folder out of it
    /// (`Output.checkStaysInside`).
    public init(path: String?) throws {
        if let path {
            try Output.checkStaysInside(path, what: "the report")
            descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else {
                throw CommandFailure("cannot write the report to \(PathText.displayed(path)) (\(Output.reason(errno)))")
            }
            ownsDescriptor = true
            destination = PathText.displayed(path)
        } else {
            descriptor = STDOUT_FILENO
            ownsDescriptor = false
            destination = "standard output"
        }
        buffer.reserveCapacity(1 << 16)
    }

    public func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 16 { flush() }
    }

    public func flush() {
        if failure == nil { failure = Output.write(buffer, to: descriptor) }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes what is left; throws when any of the report could not be written. A closed pipe
    /// (`| head`) is not a failure: whoever reads has read what they wanted.
    public func close() throws {
        flush()
        if ownsDescriptor, closeDescriptor(descriptor) != 0, failure == nil { failure = errno }
        if let failure, failure != EPIPE {
            throw CommandFailure("cannot write the report to \(destination) (\(Output.reason(failure)))")
        }
    }
}

private func closeDescriptor(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}
