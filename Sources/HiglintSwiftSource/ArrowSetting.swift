import HiglintCore

/// `permittedArrowDirections = […]` (or UIPopoverController's `permittedArrowDirections:`
/// argument) as read: the directions, where the setting is written, and, for `[]`, the empty
/// list as written, which a fix may replace (`WrittenValue`).
struct ArrowSetting: Sendable {
    var directions: Set<ArrowDirection>
    var range: SourceRange
    var written: WrittenValue?
    /// Set to a value that is not a literal: which directions is not known.
    var unknown = false
}
