import Foundation

/// Where a run of bytes first stands in a file's bytes: the look for words that readers, the index
/// and the walk make before (or instead of) parsing. `memchr` finds each candidate first byte: a
/// byte-by-byte loop over every file was 0.9% of the instructions of a Swift run.
public enum ByteSearch {
    /// Where `needle` first starts in `bytes` from `start`, ending by `end` (the whole file without it).
    public static func offset(of needle: UnsafeBufferPointer<UInt8>, in bytes: [UInt8], from start: Int = 0, to end: Int? = nil) -> Int? {
        let end = min(end ?? bytes.count, bytes.count)
        guard let first = needle.first, start >= 0, end - start >= needle.count else { return nil }
        return bytes.withUnsafeBufferPointer { text -> Int? in
            guard let base = text.baseAddress else { return nil }
            let lastStart = end - needle.count
            var index = start
            while index <= lastStart {
                guard let found = memchr(base + index, Int32(first), lastStart - index + 1) else { return nil }
                index = UnsafeRawPointer(base).distance(to: found)
                if memcmp(base + index, needle.baseAddress!, needle.count) == 0 { return index }
                index += 1
            }
            return nil
        }
    }

    public static func offset(of needle: [UInt8], in bytes: [UInt8], from start: Int = 0) -> Int? {
        needle.withUnsafeBufferPointer { offset(of: $0, in: bytes, from: start) }
    }
}
