#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a Swift file over the size limit is checked for before it is passed over: whether it names
/// any presentation API at all (docs/sources.md, "Which files"). Generated code (asset and string
/// constants, API clients) names none and is passed over; a file that does gets a `skipped-file`
/// warning, because popovers in it go unchecked.
public enum SizeLimit {
    /// The words that may present a popover or a sheet UIKit shows as one.
    static let presentationWords: [[UInt8]] = ["popover", "Popover", "actionSheet", "UIActivityViewController", "present(",
                                                   "presentOptionsMenu", "presentOpenInMenu"].map { Array($0.utf8) }

    /// Whether `bytes` hold any of `presentationWords`.
    public static func mentionsPresentation(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { holdsWord($0) }
    }

    /// Whether the file at `path` holds any of them, read in blocks (it is over the limit: it is not
    /// held whole). A file that cannot be read counts as naming one: its warning is then the safe side.
    public static func mentionsPresentation(pathBytes: [UInt8]) -> Bool {
        let descriptor = (pathBytes + [0]).withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { open($0, O_RDONLY | O_CLOEXEC) }
        }
        guard descriptor >= 0 else { return true }
        defer { close(descriptor) }
        let overlap = presentationWords.map(\.count).max()! - 1
        let blockSize = 1 << 16
        var block = [UInt8](repeating: 0, count: blockSize + overlap)
        var kept = 0
        while true {
            let got = block.withUnsafeMutableBytes { raw in
                read(descriptor, raw.baseAddress! + kept, blockSize)
            }
            if got < 0 {
                if errno == EINTR { continue }
                return true
            }
            if got == 0 { return false }
            let filled = kept + got
            if block.withUnsafeBufferPointer({ holdsWord(UnsafeBufferPointer(rebasing: $0[..<filled])) }) { return true }
            // The last bytes go to the front, so a word across two blocks is still seen.
            kept = min(overlap, filled)
            for offset in 0..<kept { block[offset] = block[filled - kept + offset] }
        }
    }

    private static func holdsWord(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            // Every word starts with p, P, a or U: one compare rules most bytes out.
            if byte == 0x70 || byte == 0x50 || byte == 0x61 || byte == 0x55 {
                for word in presentationWords where word[0] == byte && index + word.count <= count {
                    var matched = true
                    for offset in 1..<word.count where bytes[index + offset] != word[offset] {
                        matched = false
                        break
                    }
                    if matched { return true }
                }
            }
            index += 1
        }
        return false
    }
}
