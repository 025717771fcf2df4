/// One replacement in a file as written: the characters in `range` become `replacement`.
///
/// Ranges use the reports' coordinates (1-based line, column in Unicode scalars, end exclusive),
/// so a fix points where its finding points and the language server converts both the same way.
/// An insertion is an empty range. Edits never re-serialise a document: everything outside
/// `range` stays byte for byte.
public struct TextEdit: Sendable, Hashable {
    public var range: SourceRange
    public var replacement: String

    public init(range: SourceRange, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}

/// A change a rule offers for its finding. `safe` fixes keep the design's intent and are applied
/// by `--fix` and `source.fixAll`; `unsafe` ones change what users see in a way a person should
/// confirm (`--unsafe-fixes`, or one code action at a time).
public struct Fix: Sendable, Hashable {
    public enum Applicability: String, Sendable, Hashable {
        case safe, unsafe
    }

    /// What the fix does, as a code action's title: "Set compactAdaptation to sheet".
    public var title: String
    public var applicability: Applicability
    /// Non-overlapping edits of one file.
    public var edits: [TextEdit]

    public init(title: String, applicability: Applicability, edits: [TextEdit]) {
        self.title = title
        self.applicability = applicability
        self.edits = edits
    }
}
