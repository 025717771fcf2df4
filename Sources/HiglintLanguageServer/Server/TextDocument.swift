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
    private var lspLineStarts: [Int] = []
    /// The report's lines (the reader's, `LineMap`).
    private var reportLines: LineMap

    public init(text: String, version: Int, lineBreaks: LineBreaks = .standard) {
        self.bytes = Array(text.utf8)
        self.version = version
        self.lineBreaks = lineBreaks
        lspLineStarts = Self.lspLineStarts(of: bytes)
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
        guard position.line < lspLineStarts.count else { return bytes.count }
        let lineEnd = contentEnd(ofLSPLine: position.line)
        var offset = lspLineStarts[position.line]
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
        let line = Self.lastStart(atOrBefore: offset, in: lspLineStarts)
        var index = lspLineStarts[line]
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
        lspLineStarts = Self.lspLineStarts(of: bytes)
        reportLines = LineMap(bytes, lineBreaks: lineBreaks)
    }

    /// Where LSP's lines start: LF, CRLF and a lone CR end one, and a byte-order mark is on line 0.
    private static func lspLineStarts(of bytes: [UInt8]) -> [Int] {
        var lsp = [0]
        var offset = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == 0x0D || byte == 0x0A {
                offset = byte == 0x0D && offset + 1 < bytes.count && bytes[offset + 1] == 0x0A ? offset + 2 : offset + 1
                lsp.append(offset)
            } else {
                offset += Self.sequenceLength(byte)
            }
        }
        return lsp
    }

    private func contentEnd(ofLSPLine line: Int) -> Int {
        var end = line + 1 < lspLineStarts.count ? lspLineStarts[line + 1] : bytes.count
        while end > lspLineStarts[line], bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return end
    }

    static func sequenceLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...: return 4
        case 0xE0...: return 3
        case 0xC0...: return 2
        default: return 1
        }
    }

    private static func lastStart(atOrBefore offset: Int, in starts: [Int]) -> Int {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
