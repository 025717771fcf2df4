/// A place in a screen file: 1-based line, and 1-based column counted in Unicode scalar values.
///
/// Columns count characters, not bytes, so that editors, SARIF (`columnKind: unicodeCodePoints`)
/// and people agree on where a key is. A byte-order mark and CRLF line ends never shift it.
public struct SourcePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        lhs.line != rhs.line ? lhs.line < rhs.line : lhs.column < rhs.column
    }

    public var description: String { "\(line):\(column)" }
}

/// A half-open span of a file: `end` is the position just after the last character,
/// the convention SARIF's `endColumn` uses.
public struct SourceRange: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var start: SourcePosition
    public var end: SourcePosition

    public init(start: SourcePosition, end: SourcePosition) {
        self.start = start
        self.end = end
    }

    public init(line: Int, column: Int, endLine: Int, endColumn: Int) {
        self.init(start: SourcePosition(line: line, column: column),
                  end: SourcePosition(line: endLine, column: endColumn))
    }

    /// The range used where a file has no better place to point at (an empty file, say).
    public static let fileStart = SourceRange(line: 1, column: 1, endLine: 1, endColumn: 1)

    public static func < (lhs: SourceRange, rhs: SourceRange) -> Bool {
        lhs.start != rhs.start ? lhs.start < rhs.start : lhs.end < rhs.end
    }

    public var description: String { "\(start)-\(end)" }
}
