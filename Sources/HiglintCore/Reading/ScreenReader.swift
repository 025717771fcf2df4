/// The reader seam: bytes and a path in, screens with positions and problems out. Each kind of
/// UI source (Interface Builder XML, Swift) is one reader; the linter picks it by the file's
/// extension from the readers it is given, runs the same rules on the screens, and applies the
/// suppression comments the reader found. Rules never learn which reader made a screen.
///
/// YAML and JSON are read by the streaming path in `Linter` (documents are modelled and checked
/// one at a time as the parser completes them) and are not members of this table yet.
public protocol ScreenReader: Sendable {
    /// Lowercased file-name extensions without the dot (`storyboard`, `xib`, `swift`).
    var extensions: [String] { get }

    /// Reads one file. A file that is not well formed is one `invalid-document` finding at the
    /// parser's position in `findings`, never a crash or silence.
    func read(_ bytes: [UInt8], path: String, limits: ParseLimits) -> ScreenReading

    /// Reads one file in a context: what configuration says where the file cannot, and what the
    /// other files of the run declare. A reader that uses neither need not implement it.
    func read(_ bytes: [UInt8], path: String, limits: ParseLimits, context: ReadingContext) -> ScreenReading

    /// The index this reader wants of every file of the run before any is read, built from the
    /// files it reads (`files` are their paths as reported, and bytes); nil when it wants none.
    func index(_ files: [(path: String, bytes: [UInt8])], limits: ParseLimits) -> (any ProjectIndex)?

    /// Whether the reader wants an index: the runner then reads every file of the run before it
    /// lints any.
    var indexesProject: Bool { get }
}

extension ScreenReader {
    public func read(_ bytes: [UInt8], path: String, limits: ParseLimits, context: ReadingContext) -> ScreenReading {
        read(bytes, path: path, limits: limits)
    }

    public func index(_ files: [(path: String, bytes: [UInt8])], limits: ParseLimits) -> (any ProjectIndex)? { nil }

    public var indexesProject: Bool { false }
}

/// What a reader made of one file.
public struct ScreenReading: Sendable {
    /// The screens, each with its elements' positions (`Element.keyPositions`, `Element.range`).
    public var screens: [Screen]
    /// Schema findings: `invalid-document`, `invalid-value`, … (rules.md's schema rules).
    public var findings: [Finding]
    /// The `higlint-disable…` comments of the file, in the file's own comment syntax.
    public var suppressions: [SuppressionDirective]
    /// Lines that hold nothing but a comment, for `disable-next-line` over blank comment lines.
    public var commentOnlyLines: Set<Int>
    /// Other files whose code these screens hold (a view declared elsewhere, followed into): their
    /// lines are numbered after this file's (`OtherFileLines`), and findings there are reported
    /// under their own path.
    public var otherFiles: [OtherFileLines] = []
    /// Lines of this file that other files' screens read (a view shown from another file): a
    /// suppression comment there may be used by a finding reported while linting that file, so
    /// it is not called unused here.
    public var linesReadElsewhere: [ClosedRange<Int>] = []

    public init(screens: [Screen] = [], findings: [Finding] = [], suppressions: [SuppressionDirective] = [],
                commentOnlyLines: Set<Int> = []) {
        self.screens = screens
        self.findings = findings
        self.suppressions = suppressions
        self.commentOnlyLines = commentOnlyLines
    }
}

/// Another file's lines as a reading numbers them: its line `n` is line `firstLine + n` of the
/// reading, past the end of the file read. The linter turns such positions back into the other
/// file's own, under its path, and applies that file's suppression comments to them.
public struct OtherFileLines: Sendable {
    public var path: String
    /// Line 1 of the other file is `firstLine + 1`.
    public var firstLine: Int
    public var lineCount: Int
    public var suppressions: [SuppressionDirective]
    public var commentOnlyLines: Set<Int>

    public init(path: String, firstLine: Int, lineCount: Int, suppressions: [SuppressionDirective], commentOnlyLines: Set<Int>) {
        self.path = path
        self.firstLine = firstLine
        self.lineCount = lineCount
        self.suppressions = suppressions
        self.commentOnlyLines = commentOnlyLines
    }

    /// A range of the other file's own lines as this reading numbers them.
    public func numbered(_ range: SourceRange) -> SourceRange {
        SourceRange(start: SourcePosition(line: range.start.line + firstLine, column: range.start.column),
                    end: SourcePosition(line: range.end.line + firstLine, column: range.end.column))
    }

    func holds(_ position: SourcePosition) -> Bool {
        position.line > firstLine && position.line <= firstLine + lineCount
    }

    func own(_ range: SourceRange) -> SourceRange {
        SourceRange(start: SourcePosition(line: range.start.line - firstLine, column: range.start.column),
                    end: SourcePosition(line: range.end.line - firstLine, column: range.end.column))
    }
}

extension Array where Element == any ScreenReader {
    /// The reader for `path`, by its extension.
    func reader(for path: String) -> (any ScreenReader)? {
        guard let dot = path.lastIndex(of: ".") else { return nil }
        let ext = path[path.index(after: dot)...].lowercased()
        return first { $0.extensions.contains(ext) }
    }
}
