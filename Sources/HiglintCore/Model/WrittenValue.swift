/// Where code (a Swift expression) writes the value of one of an element's keys, and how the
/// values a fix may ask for would be written in its place: the reader, which sees the syntax,
/// says how; a rule's `FixRequest` says whether (Fixing/CodeFixPlanner.swift). An element of a
/// YAML or JSON screen has none: its mapping as written is edited instead.
///
/// `range` is a whole token or expression as the parser placed it (`none` of
/// `.presentationCompactAdaptation(.none)`, `[]` of `permittedArrowDirections = []`, `frame` of
/// `sourceRect = button.frame`), and `written` its text then: a fix is planned only when the
/// file still holds that text there.
public struct WrittenValue: Sendable, Hashable {
    public var range: SourceRange
    public var written: String
    /// The expression `range` is part of, as a fix's title quotes it (`.none`, `button.frame`).
    public var expression: SourceRange
    /// The text each value is written as in place of `range`.
    public var values: [FixValue: String]
    /// What stands for the key not being set, when the code has to write it (UIKit's default
    /// arrow directions, `.any`, in place of `[]`); nil when removing it cannot be written here.
    public var removal: String?

    public init(range: SourceRange, written: String, expression: SourceRange, values: [FixValue: String] = [:], removal: String? = nil) {
        self.range = range
        self.written = written
        self.expression = expression
        self.values = values
        self.removal = removal
    }
}
