/// What ends a line in one syntax. Reports, fixes and the language server must count lines as
/// the parser that made the positions does, or a position points at another line.
public enum LineBreaks: Sendable, Hashable {
    /// LF, CR and CRLF: Swift, XML and JSON.
    case standard
    /// LF, CR, CRLF, and also NEL (U+0085), LINE SEPARATOR (U+2028) and PARAGRAPH SEPARATOR
    /// (U+2029): YAML 1.1's line breaks, which libyaml counts when it numbers lines.
    case yaml

    /// The length in bytes of the line break that starts at `index` (CRLF counted whole), or 0.
    @inline(__always)
    public func length(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        switch bytes[index] {
        case 0x0A: return 1
        case 0x0D: return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
        case 0xC2 where self == .yaml:
            return index + 1 < bytes.count && bytes[index + 1] == 0x85 ? 2 : 0
        case 0xE2 where self == .yaml:
            return index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9) ? 3 : 0
        default: return 0
        }
    }

    /// `length(at:in:)` over an array.
    @inline(__always)
    public func length(at index: Int, in bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { length(at: index, in: $0) }
    }

    /// Whether a byte may start a line break: a byte that cannot is passed over without a look
    /// at the bytes after it.
    @inline(__always)
    func mayStartBreak(_ byte: UInt8) -> Bool {
        byte == 0x0A || byte == 0x0D || (self == .yaml && (byte == 0xC2 || byte == 0xE2))
    }
}

/// Where a file's lines start, and the report position (1-based line, column in Unicode scalar
/// values) of a byte offset and back, counting lines by one syntax's `LineBreaks`. A leading
/// UTF-8 byte-order mark is not a character (unless the caller says it is text: LSP's lines).
/// The one place byte offsets become report positions: every reader, the fixer and the
/// language server hold one.
public struct LineMap: Sendable {
    public let lineBreaks: LineBreaks
    /// Byte offset where each line starts; `lineStarts[0]` is line 1 (after a byte-order mark).
    public let lineStarts: [Int]
    /// No byte past 0x7F: a column is then the byte distance from its line's start.
    public let isASCII: Bool
    /// Every `checkpointSpacing` bytes of a long line, where a character starts and which column
    /// it is: a place on a long line (minified JSON, a storyboard on one line) is found from the
    /// nearest one before it, not by counting from the line's start.
    private let checkpoints: [Checkpoint]
    static let checkpointSpacing = 1024
    private let byteCount: Int
    /// Where each line's content ends (at its break, or the end of the file).
    private let contentEnds: [Int]

    private struct Checkpoint: Sendable {
        var offset: Int
        var column: Int
    }

    public init(_ bytes: [UInt8], lineBreaks: LineBreaks, skipsByteOrderMark: Bool = true) {
        self = bytes.withUnsafeBufferPointer { LineMap($0, lineBreaks: lineBreaks, skipsByteOrderMark: skipsByteOrderMark) }
    }

    /// Finds the lines of `bytes`. `skipsByteOrderMark: false` when a byte-order mark is text
    /// (LSP counts it as a character) or was taken off already.
    public init(_ bytes: UnsafeBufferPointer<UInt8>, lineBreaks: LineBreaks, skipsByteOrderMark: Bool = true) {
        var starts: [Int] = []
        starts.reserveCapacity(bytes.count / 48 + 1)
        var ends: [Int] = []
        ends.reserveCapacity(bytes.count / 48 + 1)
        var index = skipsByteOrderMark && Self.hasByteOrderMark(bytes) ? 3 : 0
        starts.append(index)
        var highBits: UInt8 = 0
        let count = bytes.count
        let base = UnsafeRawPointer(bytes.baseAddress)
        while index < count {
            // Eight printable ASCII bytes at a time (no line break among them): most of a file.
            if let base, index + 8 <= count {
                let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                if word & Self.highBits == 0 && (word &- 0x2020_2020_2020_2020) & ~word & Self.highBits == 0 {
                    index += 8
                    continue
                }
            }
            let byte = bytes[index]
            highBits |= byte & 0x80
            if lineBreaks.mayStartBreak(byte) {
                let length = lineBreaks.length(at: index, in: bytes)
                if length > 0 {
                    ends.append(index)
                    index += length
                    starts.append(index)
                    continue
                }
            }
            index += 1
        }
        ends.append(count)
        self.init(lineBreaks: lineBreaks, lineStarts: starts, contentEnds: ends, isASCII: highBits == 0, bytes: bytes)
    }

    /// The map of lines a reader's own pass over the bytes found (the storyboard reader finds
    /// them while it checks the bytes are UTF-8), counted by `lineBreaks`: each start but the
    /// first just after one of its breaks. `isASCII` only when no byte is past 0x7F.
    public init(lineStarts: [Int], in bytes: UnsafeBufferPointer<UInt8>, lineBreaks: LineBreaks, isASCII: Bool) {
        var ends: [Int] = []
        ends.reserveCapacity(lineStarts.count)
        for line in 1 ..< max(1, lineStarts.count) {
            let start = lineStarts[line - 1], next = lineStarts[line]
            ends.append(next - Self.breakLength(endingAt: next, after: start, in: bytes, lineBreaks: lineBreaks))
        }
        ends.append(bytes.count)
        self.init(lineBreaks: lineBreaks, lineStarts: lineStarts, contentEnds: ends, isASCII: isASCII, bytes: bytes)
    }

    /// The length of the line break that ends at `end` and starts at or after `start`: CRLF
    /// before a lone LF, so a break is taken whole.
    private static func breakLength(endingAt end: Int, after start: Int, in bytes: UnsafeBufferPointer<UInt8>,
                                    lineBreaks: LineBreaks) -> Int {
        func isBreak(_ length: Int) -> Bool {
            end - length >= start && lineBreaks.length(at: end - length, in: bytes) == length
        }
        return isBreak(2) ? 2 : isBreak(1) ? 1 : isBreak(3) ? 3 : 0
    }

    private init(lineBreaks: LineBreaks, lineStarts: [Int], contentEnds: [Int], isASCII: Bool, bytes: UnsafeBufferPointer<UInt8>) {
        self.lineBreaks = lineBreaks
        self.lineStarts = lineStarts
        self.contentEnds = contentEnds
        self.isASCII = isASCII
        byteCount = bytes.count
        checkpoints = isASCII ? [] : Self.checkpoints(bytes, lineStarts: lineStarts, contentEnds: contentEnds)
    }

    /// The checkpoints of the lines longer than `checkpointSpacing` (few files have any).
    private static func checkpoints(_ bytes: UnsafeBufferPointer<UInt8>, lineStarts: [Int], contentEnds: [Int]) -> [Checkpoint] {
        var marks: [Checkpoint] = []
        for (start, end) in zip(lineStarts, contentEnds) where end - start > checkpointSpacing {
            var column = 1
            var index = start
            var nextMark = start + checkpointSpacing
            while index < end {
                if bytes[index] & 0xC0 != 0x80 {
                    if index >= nextMark {
                        marks.append(Checkpoint(offset: index, column: column))
                        nextMark = index + checkpointSpacing
                    }
                    column += 1
                }
                index += 1
            }
        }
        return marks
    }

    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    public var lineCount: Int { lineStarts.count }

    /// Where line `line` starts.
    public func lineStart(_ line: Int) -> Int { lineStarts[line - 1] }

    /// Where line `line`'s content ends: at its line break, or at the end of the file.
    public func lineContentEnd(_ line: Int) -> Int { contentEnds[line - 1] }

    /// Where the line after `line` starts, or the end of the file.
    public func nextLineStart(_ line: Int) -> Int {
        line < lineStarts.count ? lineStarts[line] : byteCount
    }

    /// The byte offset of `position`, or nil when the file has no such place. A column just past
    /// a line's last character (where its line break starts) is a place.
    public func offset(of position: SourcePosition, in bytes: [UInt8]) -> Int? {
        guard position.line >= 1, position.line <= lineStarts.count, position.column >= 1 else { return nil }
        let end = lineContentEnd(position.line)
        let (index, reached) = walk(to: position.column, from: lineStarts[position.line - 1], end: end, in: bytes)
        return reached ? index : nil
    }

    /// The byte offset of `position` held inside the file: a line past the last is the end of the
    /// file, a column past its line's end that end (an editor's position may be stale).
    public func clampedOffset(of position: SourcePosition, in bytes: [UInt8]) -> Int {
        let line = max(1, position.line)
        guard line <= lineStarts.count else { return byteCount }
        return walk(to: position.column, from: lineStarts[line - 1], end: lineContentEnd(line), in: bytes).offset
    }

    /// The offset of `column` on the line `start..<end`, or the line's end and false when the
    /// line is shorter.
    private func walk(to column: Int, from start: Int, end: Int, in bytes: [UInt8]) -> (offset: Int, reached: Bool) {
        if isASCII {
            let offset = start + max(column, 1) - 1
            return offset <= end ? (offset, true) : (end, false)
        }
        var (index, at) = nearestCheckpoint(lineStart: start, end: end, column: column)
        while at < column {
            guard index < end else { return (end, false) }
            index += 1
            while index < end, bytes[index] & 0xC0 == 0x80 { index += 1 }
            at += 1
        }
        return (index, true)
    }

    /// The report position of a byte offset (the inverse of `offset(of:in:)`), held inside the file.
    public func position(of offset: Int, in bytes: [UInt8]) -> SourcePosition {
        bytes.withUnsafeBufferPointer { position(of: offset, in: $0) }
    }

    /// The report position of a byte offset, held inside the file.
    @inline(__always)
    public func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourcePosition {
        let offset = min(max(offset, lineStarts[0]), byteCount)
        let line = self.line(containing: offset)
        let start = lineStarts[line - 1]
        if isASCII { return SourcePosition(line: line, column: 1 + offset - start) }
        let (index, column) = nearestCheckpoint(lineStart: start, end: contentEnds[line - 1], offset: offset)
        return SourcePosition(line: line, column: column + Self.scalarCount(in: bytes, from: index, to: offset))
    }

    /// The Unicode scalars that start in `from..<to` (bytes that continue none), eight bytes at a
    /// time: a UTF-8 continuation byte is 10xxxxxx.
    @inline(__always)
    public static func scalarCount(in bytes: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Int {
        var index = from
        var count = 0
        if let base = UnsafeRawPointer(bytes.baseAddress) {
            while index + 8 <= to {
                let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                count += 8 - (word & ~(word << 1) & highBits).nonzeroBitCount
                index += 8
            }
        }
        while index < to {
            if bytes[index] & 0xC0 != 0x80 { count += 1 }
            index += 1
        }
        return count
    }

    /// The 1-based line that holds byte `offset` (a line break belongs to the line it ends).
    public func line(containing offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    /// The last checkpoint in `start..<end` (a line) at or before `offset` and `column` (either
    /// may be unbounded), or the line's start.
    private func nearestCheckpoint(lineStart start: Int, end: Int, offset: Int = .max, column: Int = .max) -> (offset: Int, column: Int) {
        guard !checkpoints.isEmpty, end - start > Self.checkpointSpacing else { return (start, 1) }
        // The first checkpoint at or past the line's start.
        var low = 0, high = checkpoints.count
        while low < high {
            let middle = (low + high) / 2
            if checkpoints[middle].offset < start { low = middle + 1 } else { high = middle }
        }
        // Within the line, offsets and columns grow together: the last one within both bounds.
        var best = (offset: start, column: 1)
        var first = low
        high = checkpoints.count
        while first < high {
            let middle = (first + high) / 2
            let mark = checkpoints[middle]
            if mark.offset < end, mark.offset <= offset, mark.column <= column {
                best = (mark.offset, mark.column)
                first = middle + 1
            } else {
                high = middle
            }
        }
        return best
    }

    /// The report position of one byte offset, counted from the start without building a map:
    /// for a single position (a parser's error) in a file that is not indexed otherwise.
    public static func position(ofByteOffset offset: Int, in bytes: UnsafeBufferPointer<UInt8>,
                                lineBreaks: LineBreaks) -> SourcePosition {
        var line = 1
        var column = 1
        var index = hasByteOrderMark(bytes) ? 3 : 0
        let stop = min(offset, bytes.count)
        while index < stop {
            let byte = bytes[index]
            if lineBreaks.mayStartBreak(byte) {
                let length = lineBreaks.length(at: index, in: bytes)
                if length > 0 {
                    line += 1
                    column = 1
                    index += length
                    continue
                }
            }
            if byte & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return SourcePosition(line: line, column: column)
    }

    public static func hasByteOrderMark(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    }
}
