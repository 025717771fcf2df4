import Foundation

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
