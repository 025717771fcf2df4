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

    public init(screens: [Screen] = [], findings: [Finding] = [], suppressions: [SuppressionDirective] = [],
                commentOnlyLines: Set<Int> = []) {
        self.screens = screens
        self.findings = findings
        self.suppressions = suppressions
        self.commentOnlyLines = commentOnlyLines
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
