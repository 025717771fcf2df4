/// The reader seam: bytes and a path in, screens with positions and problems out. Each kind of
/// UI source (YAML, JSON, Interface Builder XML, Swift) is one reader; the linter picks it from
/// one table by the file's extension (YAML and JSON first; a name with no known extension, and
/// standard input, is YAML or JSON by its content), runs the same rules on the screens as the
/// reader hands them over, and applies the suppression comments the reader found. Rules never
/// learn which reader made a screen.
///
/// A reader that streams (YAML) hands each screen over as soon as it is modelled, so a long
/// multi-document stream never holds more than one document's tree; a reader that reads the whole
/// file first implements only `read(_:path:limits:)` and its screens are handed over after it.
public protocol ScreenReader: Sendable {
    /// Lowercased file-name extensions without the dot (`storyboard`, `xib`, `swift`): a folder
    /// walk reads files with these, and a file's extension picks its reader.
    var extensions: [String] { get }

    /// The kind of file it reads, as the catalog and the reports name it: a screen description,
    /// Interface Builder, or Swift.
    var kind: SourceKind { get }

    /// What ends a line in this syntax, as the reader's parser counts lines: the fixer and the
    /// language server count the same way (`LineMap`).
    var lineBreaks: LineBreaks { get }

    /// How a suppression comment is written in this syntax (the language server's "disable"
    /// action); nil when the syntax has no comments.
    var commentSyntax: CommentSyntax? { get }

    /// Whether a folder walk reads a file of this reader only when it declares itself a screen
    /// (`ScreenDeclaration`): YAML and JSON, whose extensions most files that hold no screen share.
    var readsOnlyWhenDeclared: Bool { get }

    /// Whether the reader reads `bytes` of a file whose name has no known extension (standard
    /// input, `design.screen`): YAML and JSON tell by the content.
    func claims(unnamed bytes: [UInt8], path: String) -> Bool

    /// Reads one file. A file that is not well formed is one `invalid-document` finding at the
    /// parser's position in `findings`, never a crash or silence.
    func read(_ bytes: [UInt8], path: String, limits: ParseLimits) -> ScreenReading

    /// Reads one file in a context: what configuration says where the file cannot, and what the
    /// other files of the run declare. A reader that uses neither need not implement it.
    func read(_ bytes: [UInt8], path: String, limits: ParseLimits, context: ReadingContext) -> ScreenReading

    /// The index this reader wants of every file of the run before any is read, built from the
    /// files it reads on up to `jobs` threads; nil when it wants none. The index may keep what it
    /// read of a file for that file's own reading, so that no file is parsed twice.
    func index(_ files: [IndexedFile], limits: ParseLimits, jobs: Int) -> (any ProjectIndex)?

    /// Whether the reader wants an index: the runner then reads every file of the run before it
    /// lints any.
    var indexesProject: Bool { get }

    /// Other kinds of file whose bytes the index reads beside the reader's own: Swift's index reads
    /// which classes storyboards show in popovers.
    var indexesAlso: Set<SourceKind> { get }

    /// Whether the reader reads what other files declare (`ReadingContext.project`), so that a
    /// run whose readers index the project lints its files only once every file is indexed.
    var readsProject: Bool { get }

    /// Reads one file in a context, handing each screen to `each` as soon as it is modelled. The
    /// reading returned holds the rest (findings, suppressions); its `screens` are empty.
    func read(_ bytes: [UInt8], path: String, limits: ParseLimits, context: ReadingContext,
              each: (Screen) -> Void) -> ScreenReading

    /// The text fixes are written in, when rules' fixes can be planned as edits of the file's
    /// bytes (YAML or JSON text, or code whose values the reader wrote down); nil for a reader
    /// whose findings carry no fixes.
    var fixText: FixText? { get }

    /// Why findings in this reader's files get no fixes (`--fix` says it once per file), when
    /// they never do; nil for a reader whose findings may carry fixes.
    var noFixReason: String? { get }

    /// Whether a file of this reader over the size limit that names no presentation API is passed
    /// over in silence (generated code: asset enums, string tables); otherwise it is one finding.
    var passesOverOversizeWithoutPresentation: Bool { get }

    /// Whether one place of the file may be on several screens (a view shown by two others, a
    /// scene read for iPad and for iPhone), so that each rule's first report there is kept alone.
    var mayShowPlaceTwice: Bool { get }
}

extension ScreenReader {
    public func read(_ bytes: [UInt8], path: String, limits: ParseLimits, context: ReadingContext) -> ScreenReading {
        read(bytes, path: path, limits: limits)
    }

    public func index(_ files: [IndexedFile], limits: ParseLimits, jobs: Int) -> (any ProjectIndex)? { nil }

    public var indexesProject: Bool { false }

    public var indexesAlso: Set<SourceKind> { [] }

    public var readsProject: Bool { true }

    public func read(_ bytes: [UInt8], path: String, limits: ParseLimits, context: ReadingContext,
                     each: (Screen) -> Void) -> ScreenReading {
        var reading = read(bytes, path: path, limits: limits, context: context)
        reading.screens.forEach(each)
        reading.screens = []
        return reading
    }

    public var fixText: FixText? { nil }

    public var lineBreaks: LineBreaks { .standard }

    public var noFixReason: String? { nil }

    public var passesOverOversizeWithoutPresentation: Bool { false }

    public var readsOnlyWhenDeclared: Bool { false }

    public func claims(unnamed bytes: [UInt8], path: String) -> Bool { false }

    public var mayShowPlaceTwice: Bool { true }
}

/// One file of the run as an indexing reader gets it before any file is linted: its path as
/// reported, its bytes, and the context it will be read in (configuration's, without the project).
public struct IndexedFile: Sendable {
    public var path: String
    public var bytes: [UInt8]
    public var context: ReadingContext

    public init(path: String, bytes: [UInt8], context: ReadingContext = ReadingContext()) {
        self.path = path
        self.bytes = bytes
        self.context = context
    }
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
    /// Where the first schema finding the reader left unworded is: it worded only as many as a
    /// file may report (`ParseLimits.maxProblemsPerFile`).
    public var firstLeftOut: SourcePosition?

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

/// How comments are written in a reader's syntax, for a suppression comment a tool writes.
public enum CommentSyntax: Sendable, Hashable {
    /// `# …` (YAML).
    case hash
    /// `<!-- … -->` (XML).
    case xml
    /// `// …` (Swift).
    case slashes

    /// `text` as a comment of this syntax.
    public func comment(_ text: String) -> String {
        switch self {
        case .hash: return "# " + text
        case .xml: return "<!-- " + text + " -->"
        case .slashes: return "// " + text
        }
    }
}
