import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads one input's bytes with a size limit, saying why when it cannot (docs/security.md).
///
/// - A regular file larger than the limit is not read at all (`fstat` tells its size).
/// - Anything else (standard input, a pipe, a FIFO named on the command line, a character
///   device) is read up to one byte past the limit, so no input can make us hold more.
/// - The file is opened without blocking, so a FIFO with no writer reads as empty instead of
///   hanging, then read in blocking mode.
/// - A file that vanished between the folder walk and the read, or whose read fails, is a
///   failure with the system's reason; the caller reports it and goes on with the other files.
public enum InputReader {
    public enum Outcome: Sendable, Equatable {
        case bytes([UInt8])
        /// Over the limit: its size in bytes, or "more than N" when it is a stream.
        case tooLarge(size: String)
        /// Cannot be opened or read: the reason, in the system's words.
        case failed(String)
    }

    /// Reads the file at `path` (a file-system path as bytes, so names that are not UTF-8 work).
    /// `beforeReading` is told how many bytes are about to be read (at most the limit) once that
    /// is known and before any is (the runner reserves memory for them).
    public static func read(pathBytes: [UInt8], limit: Int, beforeReading: (Int) -> Void = { _ in }) -> Outcome {
        read(pathBytes: pathBytes, limit: limit, opened: { _ in }, beforeReading: beforeReading)
    }

    /// `read(pathBytes:limit:beforeReading:)`, with the file as it was when it was opened, before
    /// any byte was read (nil when it could not be opened): what `--fix` checks the file against
    /// before it writes it, so an edit made after the read is not lost (`AtomicFile`).
    static func readStamped(pathBytes: [UInt8], limit: Int, beforeReading: (Int) -> Void = { _ in }) -> (Outcome, AtomicFile.Stamp?) {
        var stamp: AtomicFile.Stamp?
        let outcome = read(pathBytes: pathBytes, limit: limit, opened: { stamp = AtomicFile.Stamp($0) }, beforeReading: beforeReading)
        return (outcome, stamp)
    }

    private static func read(pathBytes: [UInt8], limit: Int, opened: (stat) -> Void, beforeReading: (Int) -> Void) -> Outcome {
        let descriptor = (pathBytes + [0]).withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
            }
        }
        guard descriptor >= 0 else { return .failed(reason(errno)) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failed(reason(errno)) }
        opened(info)
        let kind = info.st_mode & S_IFMT
        if kind == S_IFDIR { return .failed("is a folder") }
        if kind == S_IFREG, Int(info.st_size) > limit { return .tooLarge(size: "\(info.st_size)") }
        // Back to blocking reads: a pipe with a writer is waited for, as the person asked. A regular
        // file ignores O_NONBLOCK, so it is spared the two system calls.
        if kind != S_IFREG {
            let flags = fcntl(descriptor, F_GETFL)
            if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
        }
        beforeReading(kind == S_IFREG ? Int(info.st_size) : limit)
        return read(descriptor: descriptor, limit: limit, expected: kind == S_IFREG ? Int(info.st_size) : 0)
    }

    /// The first `count` bytes of the file at `path` (fewer when it is shorter).
    public static func readStart(pathBytes: [UInt8], count: Int) -> Outcome {
        let descriptor = (pathBytes + [0]).withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
            }
        }
        guard descriptor >= 0 else { return .failed(reason(errno)) }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let got = bytes.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress! + filled, count - filled) }
            if got < 0 {
                if errno == EINTR { continue }
                return .failed(reason(errno))
            }
            if got == 0 { break }
            filled += got
        }
        bytes.removeSubrange(filled...)
        return .bytes(bytes)
    }

    public static func read(path: String, limit: Int) -> Outcome {
        read(pathBytes: Array(path.utf8), limit: limit)
    }

    /// Reads an open descriptor (standard input, say) to its end or one byte past `limit`.
    public static func read(descriptor: Int32, limit: Int, expected: Int = 0) -> Outcome {
        let cap = limit < Int.max ? limit + 1 : limit
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(cap, expected + 1))
        let chunkSize = 1 << 16
        let chunk = UnsafeMutableRawPointer.allocate(byteCount: chunkSize, alignment: 1)
        defer { chunk.deallocate() }
        while bytes.count < cap {
            let got = systemRead(descriptor, chunk, min(chunkSize, cap - bytes.count))
            if got < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN { return .failed("cannot be read without blocking") }
                return .failed(reason(errno))
            }
            if got == 0 { break }
            bytes.append(contentsOf: UnsafeRawBufferPointer(start: chunk, count: got))
        }
        if bytes.count > limit { return .tooLarge(size: "more than \(limit)") }
        return .bytes(bytes)
    }

    static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no longer exists (removed while higlint ran?)"
        case EACCES, EPERM: return "permission denied"
        case ENXIO: return "cannot be read (a socket, or a device with nothing behind it)"
        default: return "cannot be read (\(String(cString: strerror(code))))"
        }
    }
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
