/// A file's bytes with its lines indexed, to turn report positions (1-based line, column in
/// Unicode scalars) into byte offsets and back the way the readers count them: a leading UTF-8
/// byte-order mark is not a character, and CRLF, LF and a lone CR each end one line.
public struct SourceText: Sendable {
    public let bytes: [UInt8]
    /// Byte offset where each line starts; `lineStarts[0]` is line 1 (after a byte-order mark).
    private let lineStarts: [Int]
    /// The file's own line ending (its first one), for lines a fix adds: "\n" when it has none.
    public let lineEnding: String

    /// Every `checkpointSpacing` bytes of a line, where a character starts and which column it
    /// is: a place on a long line (minified JSON) is found from the nearest one before it, not by
    /// counting from the line's start, so a thousand fixes on one long line stay linear.
    private let checkpoints: [(offset: Int, column: Int)]
    static let checkpointSpacing = 1024

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        let hasMark = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        var starts = [hasMark ? 3 : 0]
        var marks: [(offset: Int, column: Int)] = []
        var ending: String?
        var index = starts[0]
        var column = 1
        var nextMark = index + Self.checkpointSpacing
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                let crlf = byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A
                if ending == nil { ending = crlf ? "\r\n" : (byte == 0x0D ? "\r" : "\n") }
                index += crlf ? 2 : 1
                starts.append(index)
                column = 1
                nextMark = index + Self.checkpointSpacing
            } else {
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
        lineStarts = starts
        checkpoints = marks
        lineEnding = ending ?? "\n"
    }

    /// The line ending of line `line` (1-based), for a line a fix adds there: a file that mixes
    /// CRLF and LF gets each new line in the ending of the lines around it (issue #30). A line
    /// without one (the last) takes the nearest line's above, else the file's.
    public func lineEnding(ofLine line: Int) -> String {
        var index = min(line, lineStarts.count - 1)
        while index >= 1 {
            let end = lineStarts[index]
            if end >= 2, bytes[end - 2] == 0x0D, bytes[end - 1] == 0x0A { return "\r\n" }
            if end >= 1, bytes[end - 1] == 0x0A { return "\n" }
            if end >= 1, bytes[end - 1] == 0x0D { return "\r" }
            index -= 1
        }
        return lineEnding
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

    public var lineCount: Int { lineStarts.count }

    /// The byte offset of `position`, or nil when the file has no such place. A column just past
    /// a line's last character (where its line ending starts) is a place.
    public func offset(of position: SourcePosition) -> Int? {
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

    /// The byte offsets of `range`, start and end, when both are places in the file.
    public func offsets(of range: SourceRange) -> Range<Int>? {
        guard let start = offset(of: range.start), let end = offset(of: range.end), start <= end else { return nil }
        return start..<end
    }

    /// Where line `line` starts.
    public func lineStart(_ line: Int) -> Int { lineStarts[line - 1] }

    /// Where line `line`'s content ends: at its line ending, or at the end of the file.
    public func lineContentEnd(_ line: Int) -> Int {
        guard line < lineStarts.count else { return bytes.count }
        var end = lineStarts[line]
        if end > 0, bytes[end - 1] == 0x0A { end -= 1 }
        if end > 0, bytes[end - 1] == 0x0D { end -= 1 }
        return end
    }

    /// Where the line after `line` starts, or the end of the file.
    public func nextLineStart(_ line: Int) -> Int {
        line < lineStarts.count ? lineStarts[line] : bytes.count
    }

    /// The text of line `line` before `position` when it is only spaces and tabs: a key that
    /// starts its line. Nil otherwise.
    func indentation(before position: SourcePosition) -> String? {
        guard let offset = offset(of: position) else { return nil }
        let prefix = bytes[lineStart(position.line)..<offset]
        guard prefix.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { return nil }
        return String(decoding: prefix, as: UTF8.self)
    }

    /// Whether the rest of line `line` from `offset` holds nothing but spaces and a comment.
    func restOfLineIsBlank(line: Int, from offset: Int) -> Bool {
        for byte in bytes[offset..<lineContentEnd(line)] {
            if byte == UInt8(ascii: "#") { return true }
            if byte != 0x20, byte != 0x09 { return false }
        }
        return true
    }

    /// The first of the comment-only lines right above `line` (`line` itself when there are
    /// none): a comment above a key is about that key, and a suppression comment names the next
    /// line, so a new line goes above them, not between them and their key.
    func firstCommentLine(above line: Int) -> Int {
        var first = line
        while first > 1 {
            let content = bytes[lineStart(first - 1)..<lineContentEnd(first - 1)].drop { $0 == 0x20 || $0 == 0x09 }
            guard content.first == UInt8(ascii: "#") else { break }
            first -= 1
        }
        return first
    }

    func byte(at position: SourcePosition) -> UInt8? {
        guard let offset = offset(of: position), offset < bytes.count else { return nil }
        return bytes[offset]
    }

    func text(of range: SourceRange) -> String? {
        offsets(of: range).map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    /// The report position of a byte offset (the inverse of `offset(of:)`).
    func position(of offset: Int) -> SourcePosition {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var (index, column) = nearestCheckpoint(lineStart: lineStarts[low], end: lineContentEnd(low + 1), offset: offset)
        while index < offset {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return SourcePosition(line: low + 1, column: column)
    }
}
