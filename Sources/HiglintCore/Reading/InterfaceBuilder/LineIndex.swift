/// Byte offsets of an XML file turned into the positions every reader reports: 1-based line, and
/// 1-based column counted in Unicode scalar values. A UTF-8 byte-order mark is not a character;
/// CRLF and a lone CR each end one line (as `LineMap` counts with `LineBreaks.standard`).
///
/// Built in the same pass that checks the bytes are UTF-8 without NUL (what libxml2 is then
/// given), so a file is walked once before parsing. Positions are then looked up in any order:
/// a binary search for the line, and a count of the line's scalars up to the offset.
struct LineIndex: Sendable {
    /// Byte offset where each line starts; line 1 starts after the byte-order mark.
    private(set) var lineStarts: [Int]
    let byteCount: Int
    /// For files with very long lines (a whole storyboard on one line), the column at every
    /// `blockSize`-th byte, so that a position costs at most a block's count instead of a line's.
    private var blockColumns: [UInt32] = []
    static let blockSize = 128

    /// The first byte that is not UTF-8 text, when there is one, with what is wrong with it.
    struct TextProblem: Equatable {
        var offset: Int
        var message: String
    }

    /// Indexes `bytes`; the problem is the first NUL byte or invalid UTF-8 sequence, if any, and
    /// then the index ends there.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> (index: LineIndex, problem: TextProblem?) {
        var starts: [Int] = []
        starts.reserveCapacity(bytes.count / 48 + 1)
        var index = LineMap.hasByteOrderMark(bytes) ? 3 : 0
        starts.append(index)
        var problem: TextProblem?
        let count = bytes.count
        let base = UnsafeRawPointer(bytes.baseAddress)
        while index < count {
            // Eight printable ASCII bytes at a time: most of a storyboard between line breaks.
            if let base, index + 8 <= count {
                let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                let high: UInt64 = 0x8080_8080_8080_8080
                // No byte with its top bit set, and none below 0x20 (a control character or line break).
                if word & high == 0 && (word &- 0x2020_2020_2020_2020) & ~word & high == 0 {
                    index += 8
                    continue
                }
            }
            let byte = bytes[index]
            if byte >= 0x20 && byte < 0x80 {
                index += 1
            } else if byte == 0x0A {
                index += 1
                starts.append(index)
            } else if byte == 0x0D {
                index += 1
                if index < count, bytes[index] == 0x0A { index += 1 }
                starts.append(index)
            } else if byte < 0x20 {
                if byte == 0 {
                    problem = TextProblem(offset: index, message: "a NUL byte; the file is binary, or UTF-16 text without a byte-order mark")
                    break
                }
                index += 1
            } else {
                let length = sequenceLength(bytes, at: index)
                if length == 0 {
                    let hex = String(byte, radix: 16, uppercase: true)
                    problem = TextProblem(offset: index, message: "a byte that is not UTF-8 text (0x\(hex)): a binary file, or another encoding?")
                    // Nothing past it is read: the index covers the file up to the problem.
                    break
                } else {
                    index += length
                }
            }
        }
        var lines = LineIndex(lineStarts: starts, byteCount: count)
        if zip(starts, starts.dropFirst() + [count]).contains(where: { $1 - $0 > 4096 }) {
            lines.blockColumns = blockColumns(bytes, lineStarts: starts)
        }
        return (lines, problem)
    }

    /// The number of characters between each block boundary and the start of its line.
    private static func blockColumns(_ bytes: UnsafeBufferPointer<UInt8>, lineStarts: [Int]) -> [UInt32] {
        var result: [UInt32] = []
        result.reserveCapacity(bytes.count / blockSize + 1)
        var line = 0
        var characters: UInt32 = 0
        for offset in 0 ... bytes.count {
            if line + 1 < lineStarts.count, lineStarts[line + 1] == offset {
                line += 1
                characters = 0
            }
            if offset % blockSize == 0 { result.append(characters) }
            if offset < bytes.count, offset >= lineStarts[line], bytes[offset] & 0xC0 != 0x80 { characters += 1 }
        }
        return result
    }

    /// The length of the well-formed UTF-8 sequence starting at `index`, or 0 (RFC 3629: no
    /// overlong forms, no surrogates, nothing past U+10FFFF).
    private static func sequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let lead = bytes[index]
        func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            index + offset < bytes.count && range.contains(bytes[index + offset])
        }
        switch lead {
        case 0xC2...0xDF: return continuation(1) ? 2 : 0
        case 0xE0: return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF: return continuation(1) && continuation(2) ? 3 : 0
        case 0xED: return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : 0
        case 0xF0: return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF1...0xF3: return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF4: return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : 0
        default: return 0
        }
    }

    /// The position of the byte at `offset` (clamped to the file).
    func position(ofByteOffset offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourcePosition {
        let offset = max(lineStarts[0], min(offset, byteCount))
        // The last line starting at or before `offset`.
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var column = 1
        var index = lineStarts[low]
        let block = offset / Self.blockSize
        if block < blockColumns.count, block * Self.blockSize > index {
            index = block * Self.blockSize
            column += Int(blockColumns[block])
        }
        // Eight ASCII bytes at a time are eight characters.
        if let base = UnsafeRawPointer(bytes.baseAddress) {
            while index + 8 <= offset, base.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                column += 8
                index += 8
            }
        }
        while index < offset {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return SourcePosition(line: low + 1, column: column)
    }
}
