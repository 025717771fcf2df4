/// Turns byte offsets into line and column the way the readers count them: a leading UTF-8
/// byte-order mark is not a character, CRLF and a lone CR each end one line, and a column
/// counts Unicode scalar values (every byte that is not a UTF-8 continuation byte).
enum TextPositions {
    static func position(ofByteOffset offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourcePosition {
        var line = 1
        var column = 1
        var index = hasByteOrderMark(bytes) ? 3 : 0
        let stop = min(offset, bytes.count)
        while index < stop {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte == 0x0D {
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return SourcePosition(line: line, column: column)
    }

    static func hasByteOrderMark(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    }
}
