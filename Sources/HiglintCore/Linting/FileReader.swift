#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole file into bytes with `open`/`read`: no `Data`, no second copy into an array.
public enum FileReader {
    /// The file's bytes, or nil when it cannot be opened or read.
    public static func read(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        let expected = fstat(descriptor, &info) == 0 && info.st_size > 0 ? Int(info.st_size) : 0
        var bytes = [UInt8](repeating: 0, count: Swift.max(expected, 4096) + 1)
        var length = 0
        while true {
            if length == bytes.count {
                bytes.append(contentsOf: repeatElement(0, count: bytes.count))
            }
            let got = bytes.withUnsafeMutableBytes { buffer in
                systemRead(descriptor, buffer.baseAddress! + length, buffer.count - length)
            }
            if got < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if got == 0 { break }
            length += got
        }
        bytes.removeLast(bytes.count - length)
        return bytes
    }
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
