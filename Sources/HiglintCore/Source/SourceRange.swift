/// A place in a screen file: 1-based line, and 1-based column counted in Unicode scalar values.
///
/// Columns count characters, not bytes, so that editors, SARIF (`columnKind: unicodeCodePoints`)
/// and people agree on where a key is. A byte-order mark and CRLF line ends never shift it.
public struct SourcePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    // Every parsed value carries two positions, so they are stored in 32 bits each: a file of
    // millions of tiny values (within the size limit) needs half the memory. No file higlint
    // reads has four billion lines; past that a position would stop growing, not wrap.
    private var storedLine: UInt32
    private var storedColumn: UInt32

    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(clamping: newValue) }
    }

    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = UInt32(clamping: newValue) }
    }

    public init(line: Int, column: Int) {
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        lhs.storedLine != rhs.storedLine ? lhs.storedLine < rhs.storedLine : lhs.storedColumn < rhs.storedColumn
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
