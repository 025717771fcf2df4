/// A file's bytes with its lines mapped (`LineMap`), to turn report positions (1-based line,
/// column in Unicode scalars) into byte offsets and back the way the file's reader counts them.
public struct SourceText: Sendable {
    public let bytes: [UInt8]
    public let lines: LineMap
    /// The file's own line break (its first one), for lines a fix adds: "\n" when it has none.
    public let lineEnding: String

    public init(_ bytes: [UInt8], lineBreaks: LineBreaks) {
        self.bytes = bytes
        lines = LineMap(bytes, lineBreaks: lineBreaks)
        lineEnding = lines.lineCount > 1 ? String(decoding: bytes[lines.lineContentEnd(1)..<lines.lineStart(2)], as: UTF8.self) : "\n"
    }

    /// The line break of line `line` (1-based), for a line a fix adds there: a file that mixes
    /// CRLF and LF gets each new line in the break of the lines around it (issue #30). A line
    /// without one (the last) takes the nearest line's above, else the file's.
    public func lineEnding(ofLine line: Int) -> String {
        var index = min(line, lines.lineCount - 1)
        while index >= 1 {
            let end = lines.lineContentEnd(index)
            let next = lines.lineStart(index + 1)
            if end < next { return String(decoding: bytes[end..<next], as: UTF8.self) }
            index -= 1
        }
        return lineEnding
    }

    public var lineCount: Int { lines.lineCount }

    /// The byte offset of `position`, or nil when the file has no such place. A column just past
    /// a line's last character (where its line break starts) is a place.
    public func offset(of position: SourcePosition) -> Int? { lines.offset(of: position, in: bytes) }

    /// The byte offsets of `range`, start and end, when both are places in the file.
    public func offsets(of range: SourceRange) -> Range<Int>? {
        guard let start = offset(of: range.start), let end = offset(of: range.end), start <= end else { return nil }
        return start..<end
    }

    /// The length in bytes of the line break at `offset`, or 0 when none starts there.
    func lineBreakLength(at offset: Int) -> Int { lines.lineBreaks.length(at: offset, in: bytes) }

    /// Where line `line` starts.
    public func lineStart(_ line: Int) -> Int { lines.lineStart(line) }

    /// Where line `line`'s content ends: at its line break, or at the end of the file.
    public func lineContentEnd(_ line: Int) -> Int { lines.lineContentEnd(line) }

    /// Where the line after `line` starts, or the end of the file.
    public func nextLineStart(_ line: Int) -> Int { lines.nextLineStart(line) }

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
    func position(of offset: Int) -> SourcePosition { lines.position(of: offset, in: bytes) }
}
