public enum Severity: String, CaseIterable, Comparable, Sendable {
    case info, warning, error

    private var rank: Int {
        switch self {
        case .info: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }

    /// The Korean word, for text people read (`explain`, the summary line). Report lines keep
    /// the English raw value, which problem matchers and editors parse (docs/cli.md).
    public var koreanName: String {
        switch self {
        case .info: return "정보"
        case .warning: return "경고"
        case .error: return "오류"
        }
    }
}

/// What a rule or the schema check says about one place, before it has a severity or words:
/// the message is a key into the rule's messages plus the values to fill in, so the same
/// finding reads in English or Korean.
public struct Finding: Sendable, Equatable {
    public var ruleID: String
    public var range: SourceRange
    public var messageKey: String
    public var arguments: [String: String]
    /// The element reported and the key pointed at, when a rule reports an element: what a
    /// baseline fingerprint is made of instead of a line number.
    public var element: Int?
    public var key: String?
    /// The change that would resolve the finding, when the rule knows one (Fixing/Fix.swift).
    public var fix: Fix?
    /// What the rule asks to change, in keys and values; the linter, which has the file's text,
    /// turns it into `fix` (Fixing/FixPlanner.swift).
    var request: FixRequest?
    /// The element whose written values `request` changes, when the finding points elsewhere
    /// than at one of its keys (`sourceRect = button.frame` of a popover).
    var requestElement: Int?

    public init(ruleID: String, range: SourceRange, messageKey: String, arguments: [String: String] = [:],
                element: Int? = nil, key: String? = nil, fix: Fix? = nil) {
        self.ruleID = ruleID
        self.range = range
        self.messageKey = messageKey
        self.arguments = arguments
        self.element = element
        self.key = key
        self.fix = fix
    }
}

/// A finding as reported: in a file, with a severity, words and the guideline it cites.
public struct Diagnostic: Sendable, Hashable, Comparable {
    public var file: String
    public var range: SourceRange
    public var severity: Severity
    public var ruleID: String
    public var message: String
    /// The seed file the cited guideline text comes from (`000_26840a49b3d096f9`), if any.
    public var source: String?
    public var helpURI: String?
    /// Where the finding is in the screen's structure, independent of lines: the screen, the
    /// element (by id where it has one, else by its place in the tree) and the key. Baselines and
    /// fingerprints use it.
    public var locator: String
    /// The finding's fix, if its rule offers one.
    public var fix: Fix?

    public init(file: String, range: SourceRange, severity: Severity, ruleID: String, message: String,
                source: String? = nil, helpURI: String? = nil, locator: String = "", fix: Fix? = nil) {
        self.fix = fix
        self.file = file
        self.range = range
        self.severity = severity
        self.ruleID = ruleID
        self.message = message
        self.source = source
        self.helpURI = helpURI
        self.locator = locator
    }

    /// Whether a reader sees the same thing: file, place, severity, rule and words (the locator,
    /// which tells aliased copies of one element apart, does not count).
    public func reportsSame(as other: Diagnostic) -> Bool {
        file == other.file && range == other.range && severity == other.severity && ruleID == other.ruleID
            && message == other.message
    }

    /// File, then line and column, then rule id and message: the order every reporter prints.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        if lhs.range != rhs.range { return lhs.range < rhs.range }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        return lhs.message < rhs.message
    }
}
