/// What a rule asks to change about the element it reports, in the screen format's terms (keys
/// and values), never as text: `FixPlanner` finds where and how to write it in the file as written.
public struct FixRequest: Sendable, Hashable {
    public enum Change: Sendable, Hashable {
        /// Give the key (a path from the element's mapping: `dismiss.outsideTap`) this value,
        /// adding the key (and the mappings on its path) when it is not written.
        case set(ElementKey, FixValue)
        /// Take the key and its value out of the element's mapping.
        case remove(ElementKey)
    }

    public var title: String
    public var applicability: Fix.Applicability
    public var changes: [Change]

    public init(title: String, applicability: Fix.Applicability, changes: [Change]) {
        self.title = title
        self.applicability = applicability
        self.changes = changes
    }

    /// One key set to one value: "Set compactAdaptation to sheet".
    public static func set(_ key: ElementKey, to value: FixValue, _ applicability: Fix.Applicability) -> FixRequest {
        FixRequest(title: "Set \(key.name) to \(value.spoken)", applicability: applicability, changes: [.set(key, value)])
    }
}

/// A value a fix writes. Words are enumeration values (`sheet`, `up`): plain in YAML, quoted in JSON.
public enum FixValue: Sendable, Hashable {
    case word(String)
    case boolean(Bool)
    case number(Double)
    /// A list of words; one word is written as that word.
    case words([String])

    /// The value as a title says it.
    var spoken: String {
        switch self {
        case .word(let word): return word
        case .boolean(let value): return value ? "true" : "false"
        case .number(let value): return points(value)
        case .words(let words): return words.count == 1 ? words[0] : "[" + words.joined(separator: ", ") + "]"
        }
    }
}
