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
/// UTF-8 byte-order mark is not a character. The one place byte offsets become report positions
/// for the fixer, the YAML and JSON readers' problems and the language server.
public struct LineMap: Sendable {
    public let lineBreaks: LineBreaks
    /// Byte offset where each line starts; `lineStarts[0]` is line 1 (after a byte-order mark).
    public let lineStarts: [Int]
    /// Every `checkpointSpacing` bytes of a line, where a character starts and which column it
    /// is: a place on a long line (minified JSON) is found from the nearest one before it, not by
    /// counting from the line's start, so a thousand look-ups on one long line stay linear.
    private let checkpoints: [(offset: Int, column: Int)]
    static let checkpointSpacing = 1024
    private let byteCount: Int
    /// Where each line's content ends (at its break, or the end of the file).
    private let contentEnds: [Int]

    public init(_ bytes: [UInt8], lineBreaks: LineBreaks) {
        self.lineBreaks = lineBreaks
        byteCount = bytes.count
        var starts: [Int] = []
        var ends: [Int] = []
        var marks: [(offset: Int, column: Int)] = []
        bytes.withUnsafeBufferPointer { bytes in
            var index = Self.hasByteOrderMark(bytes) ? 3 : 0
            starts.append(index)
            var column = 1
            var nextMark = index + Self.checkpointSpacing
            while index < bytes.count {
                let byte = bytes[index]
                if lineBreaks.mayStartBreak(byte) {
                    let length = lineBreaks.length(at: index, in: bytes)
                    if length > 0 {
                        ends.append(index)
                        index += length
                        starts.append(index)
                        column = 1
                        nextMark = index + Self.checkpointSpacing
                        continue
                    }
                }
                if byte & 0xC0 != 0x80 {
                    if index >= nextMark {
                        marks.append((index, column))
                        nextMark = index + Self.checkpointSpacing
                    }
                    column += 1
                }
                index += 1
            }
        }
        ends.append(bytes.count)
        lineStarts = starts
        contentEnds = ends
        checkpoints = marks
    }

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
        var (index, column) = nearestCheckpoint(lineStart: lineStarts[position.line - 1], end: end, column: position.column)
        while column < position.column {
            guard index < end else { return nil }
            index += 1
            while index < end, bytes[index] & 0xC0 == 0x80 { index += 1 }
            column += 1
        }
        return index
    }

    /// The byte offset of `position` held inside the file: a line past the last is the end of the
    /// file, a column past its line's end that end (an editor's position may be stale).
    public func clampedOffset(of position: SourcePosition, in bytes: [UInt8]) -> Int {
        let line = max(1, position.line)
        guard line <= lineStarts.count else { return byteCount }
        let end = lineContentEnd(line)
        var (index, column) = nearestCheckpoint(lineStart: lineStarts[line - 1], end: end, column: position.column)
        while column < position.column, index < end {
            index += 1
            while index < end, bytes[index] & 0xC0 == 0x80 { index += 1 }
            column += 1
        }
        return index
    }

    /// The report position of a byte offset (the inverse of `offset(of:in:)`).
    public func position(of offset: Int, in bytes: [UInt8]) -> SourcePosition {
        let line = self.line(containing: offset)
        var (index, column) = nearestCheckpoint(lineStart: lineStarts[line - 1], end: lineContentEnd(line), offset: offset)
        while index < offset {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return SourcePosition(line: line, column: column)
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
                best = mark
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
