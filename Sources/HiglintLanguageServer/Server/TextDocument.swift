import HiglintCore

/// An open document as the client last sent it: its UTF-8 bytes (what the linter reads), its
/// version, and where its lines start, to turn positions both ways.
///
/// Two line counts meet here. LSP ends a line at LF, CRLF or a lone CR. Reports count lines as
/// the file's reader does, which for YAML also ends one at NEL, U+2028 and U+2029 (libyaml's
/// rule) and, like every reader, does not count a leading byte-order mark as a character. So a
/// report position goes to a byte offset by the reader's lines, then to an LSP position by LSP's.
public struct TextDocument: Sendable {
    public private(set) var bytes: [UInt8]
    public var version: Int
    /// How reports count lines: the document's reader's line breaks (docs above).
    public let lineBreaks: LineBreaks
    /// LSP's lines: LF, CRLF and a lone CR end one, and a byte-order mark is a character.
    private var lspLines: LineMap
    /// The report's lines (the reader's, `LineMap`).
    private var reportLines: LineMap

    public init(text: String, version: Int, lineBreaks: LineBreaks = .standard) {
        self.bytes = Array(text.utf8)
        self.version = version
        self.lineBreaks = lineBreaks
        lspLines = Self.lspLines(of: bytes)
        reportLines = LineMap(bytes, lineBreaks: lineBreaks)
    }

    public var text: String { String(decoding: bytes, as: UTF8.self) }

    public mutating func replaceAll(with text: String, version: Int) {
        bytes = Array(text.utf8)
        self.version = version
        index()
    }

    /// An incremental change: the text in `range` (in `encoding`) becomes `text`.
    public mutating func replace(_ range: LSPRange, with text: String, encoding: PositionEncoding) {
        let start = offset(of: range.start, encoding: encoding)
        let end = max(start, offset(of: range.end, encoding: encoding))
        bytes.replaceSubrange(start..<end, with: Array(text.utf8))
        index()
    }

    // MARK: - Positions

    /// The byte offset of an LSP position; a character past the line's end means its end, a
    /// line past the last means the end of the document (as the protocol says).
    public func offset(of position: LSPPosition, encoding: PositionEncoding) -> Int {
        guard position.line < lspLines.lineCount else { return bytes.count }
        let lineEnd = lspLines.lineContentEnd(position.line + 1)
        var offset = lspLines.lineStart(position.line + 1)
        var units = 0
        while offset < lineEnd, units < position.character {
            let length = Self.sequenceLength(bytes[offset])
            units += encoding.units(forUTF8Length: length)
            offset = min(offset + length, lineEnd)
        }
        return offset
    }

    /// The LSP position of a byte offset.
    public func position(ofOffset offset: Int, encoding: PositionEncoding) -> LSPPosition {
        let offset = min(max(0, offset), bytes.count)
        let line = lspLines.line(containing: offset) - 1
        var index = lspLines.lineStart(line + 1)
        var character = 0
        while index < offset {
            let length = Self.sequenceLength(bytes[index])
            character += encoding.units(forUTF8Length: length)
            index += length
        }
        return LSPPosition(line: line, character: character)
    }

    /// The byte offset of a report position (1-based line, 1-based column in scalars), clamped
    /// to the line's end.
    public func offset(of position: SourcePosition) -> Int {
        reportLines.clampedOffset(of: position, in: bytes)
    }

    public func lspRange(of range: SourceRange, encoding: PositionEncoding) -> LSPRange {
        LSPRange(start: position(ofOffset: offset(of: range.start), encoding: encoding),
                 end: position(ofOffset: offset(of: range.end), encoding: encoding))
    }

    /// The report line (1-based) holding a byte offset.
    public func reportLine(ofOffset offset: Int) -> Int {
        reportLines.line(containing: offset)
    }

    /// The byte range of a report line (1-based), without its line break.
    public func reportLineBytes(_ line: Int) -> Range<Int> {
        guard line >= 1, line <= reportLines.lineCount else { return bytes.count..<bytes.count }
        return reportLines.lineStart(line)..<reportLines.lineContentEnd(line)
    }

    // MARK: - Line indexes

    private mutating func index() {
        lspLines = Self.lspLines(of: bytes)
        reportLines = LineMap(bytes, lineBreaks: lineBreaks)
    }

    private static func lspLines(of bytes: [UInt8]) -> LineMap {
        LineMap(bytes, lineBreaks: .standard, skipsByteOrderMark: false)
    }

    static func sequenceLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...: return 4
        case 0xE0...: return 3
        case 0xC0...: return 2
        default: return 1
        }
    }
}
