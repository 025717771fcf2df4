/// A suppression comment, in whatever comment syntax its file has:
///
///     # higlint-disable-next-line popover-oversize, popover-arrow -- the designer's call
///     size: {width: 700, height: 300}   # higlint-disable-line popover-oversize
///     <!-- higlint-disable popover-nested --> … <!-- higlint-enable popover-nested -->
///     // higlint-disable-file popover-word-in-copy
///
/// `all` (or no rule at all) stands for every rule. A suppression that suppresses nothing, or
/// names a rule that does not exist, is reported as `unused-suppression`.
///
/// Each syntax has its comment scanner (YAML's `YAMLComments`, XML's in the Interface Builder
/// reader, Swift's `SwiftComments`), which finds the comments the way that syntax's parser does
/// and hands each one's text to the one parser here, `init?(commentBody:at:)`.
public struct SuppressionDirective: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case nextLine = "higlint-disable-next-line"
        case line = "higlint-disable-line"
        case file = "higlint-disable-file"
        case disable = "higlint-disable"
        case enable = "higlint-enable"

        /// Each kind by the UTF-8 of its name.
        static let byName: [[UInt8]: Kind] = Dictionary(uniqueKeysWithValues: [Kind.nextLine, .line, .file, .disable, .enable].map {
            (Array($0.rawValue.utf8), $0)
        })
    }

    public var kind: Kind
    /// Rule ids as written, each with where it stands in the comment.
    public var rules: [(id: String, range: SourceRange)]
    /// The comment from the last character of its opening marker (YAML's `#`) to the end of its
    /// text (the line's end, or before a closing `-->` or `*/`).
    public var range: SourceRange

    public init(kind: Kind, rules: [(id: String, range: SourceRange)], range: SourceRange) {
        self.kind = kind
        self.rules = rules
        self.range = range
    }

    public static func == (lhs: SuppressionDirective, rhs: SuppressionDirective) -> Bool {
        lhs.kind == rhs.kind && lhs.range == rhs.range && lhs.rules.map(\.id) == rhs.rules.map(\.id)
    }

    /// The directive a comment's text holds (` higlint-disable-next-line popover-nested -- why`),
    /// or nil when it holds none. `body` is the comment's UTF-8 after its opening marker and
    /// without a closing one; `start` is where that text starts (1-based, columns in Unicode
    /// scalars). The kind is the first word after spaces and tabs; the rule ids follow, parted
    /// by spaces, tabs and commas, up to the end or a `--` that starts the reason.
    public init?(commentBody body: UnsafeBufferPointer<UInt8>, at start: SourcePosition) {
        var index = 0
        while index < body.count, Self.isBlank(body[index]) { index += 1 }
        let wordStart = index
        guard body.count - wordStart >= Self.marker.count,
              body[wordStart..<wordStart + Self.marker.count].elementsEqual(Self.marker) else { return nil }
        while index < body.count, !Self.isWhitespace(at: index, in: body) { index += 1 }
        guard let kind = Kind.byName[Array(body[wordStart..<index])] else { return nil }
        // Columns of byte offsets in the body, counted on from the last one asked for.
        var counted = (offset: 0, column: start.column)
        func column(_ offset: Int) -> Int {
            counted = (offset, counted.column + LineMap.scalarCount(in: body, from: counted.offset, to: offset))
            return counted.column
        }
        let line = start.line
        var rules: [(id: String, range: SourceRange)] = []
        while true {
            while index < body.count, Self.isSeparator(body[index]) { index += 1 }
            if index == body.count || (index + 1 < body.count && body[index] == UInt8(ascii: "-") && body[index + 1] == UInt8(ascii: "-")) { break }
            let idStart = index
            while index < body.count, !Self.isSeparator(body[index]) { index += 1 }
            let id = String(decoding: UnsafeBufferPointer(rebasing: body[idStart..<index]), as: UTF8.self)
            rules.append((id, SourceRange(line: line, column: column(idStart), endLine: line, endColumn: column(index))))
        }
        self.init(kind: kind, rules: rules,
                  range: SourceRange(line: line, column: start.column - 1, endLine: line, endColumn: column(body.count)))
    }

    /// `init?(commentBody:at:)` of a comment's text held as a string (a syntax tree's trivia).
    public init?(commentBody body: Substring, at start: SourcePosition) {
        var text = String(body)
        guard let directive = text.withUTF8({ SuppressionDirective(commentBody: $0, at: start) }) else { return nil }
        self = directive
    }

    /// What every directive's first word starts with.
    static let marker = Array("higlint-".utf8)

    private static func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

    private static func isSeparator(_ byte: UInt8) -> Bool { isBlank(byte) || byte == UInt8(ascii: ",") }

    /// Whether the scalar at `index` is white space (Unicode's: a block comment's line break,
    /// a no-break space after the kind, end the kind's word as well as a space does).
    private static func isWhitespace(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let byte = bytes[index]
        if byte < 0x80 { return byte == 0x20 || (0x09...0x0D).contains(byte) }
        guard byte & 0xC0 != 0x80 else { return false }
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let scalar = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self).unicodeScalars.first
        return scalar?.properties.isWhitespace == true
    }
}

/// What a file's comments say about suppressions: the directives, and the lines that hold
/// nothing but a comment (which `disable-next-line` looks past). Each syntax's comment scanner
/// fills one, handing every comment's text to `read(_:at:)`.
public struct SuppressionComments: Sendable {
    public var directives: [SuppressionDirective] = []
    public var commentOnlyLines = Set<Int>()

    public init() {}

    /// Reads one comment's text (after its opening marker, without a closing one) that starts at
    /// `start`: a directive when it holds one.
    public mutating func read(_ body: UnsafeBufferPointer<UInt8>, at start: SourcePosition) {
        if let directive = SuppressionDirective(commentBody: body, at: start) { directives.append(directive) }
    }
}
