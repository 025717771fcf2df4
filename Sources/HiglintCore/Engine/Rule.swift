/// A guideline edition: which HIG text the rules are held to (rules.md, "Editions").
public enum Edition: String, CaseIterable, Sendable {
    case current
    case ios2017 = "ios-2017"
    case ios2011 = "ios-2011"
}

/// A rule's tunable threshold, with its default.
public struct RuleOption: Sendable, Equatable {
    public var name: String
    public var defaultValue: Double
    public var summary: String
    public var koreanSummary: String

    public init(_ name: String, default defaultValue: Double, _ summary: String, ko koreanSummary: String) {
        self.name = name
        self.defaultValue = defaultValue
        self.summary = summary
        self.koreanSummary = koreanSummary
    }
}

/// What a rule is, next to how it checks: id, default severity, when it is on, its options
/// and the message keys it may report (whose words live in its Rules/ catalog entry).
public struct RuleDescription: Sendable {
    public var id: String
    public var defaultSeverity: Severity
    /// Opt-in rules are off in every edition unless configuration turns them on.
    public var optIn: Bool
    public var options: [RuleOption]
    public var messageKeys: [String]
    /// The editions the rule is on in when configuration says nothing: those whose guideline
    /// text its catalog entry quotes, less its `offIn`; none when opt-in. scripts/embed-catalog.py
    /// derives them from the catalog (the one derivation) and compiles them in, so that a run need
    /// not parse the catalog to know.
    public var defaultEditions: [Edition]

    public init(id: String, severity: Severity, optIn: Bool = false, defaultEditions: [Edition] = Edition.allCases,
                options: [RuleOption] = [], messageKeys: [String]) {
        self.id = id
        self.defaultSeverity = severity
        self.optIn = optIn
        self.defaultEditions = defaultEditions
        self.options = options
        self.messageKeys = messageKeys
    }

    /// Whether the rule runs when configuration says nothing about it: exactly in the editions
    /// whose guideline text its catalog entry quotes, so that one record, the catalog, decides it.
    public func isOnByDefault(in edition: Edition) -> Bool {
        !optIn && defaultEditions.contains(edition)
    }
}

/// A guideline rule. Rules read the typed `Screen` and report through the context; they never
/// see YAML or JSON, never compute positions and never choose words.
///
/// An `Element` is a view of a 16-byte record of its screen's store: copying one is a retain, and
/// its fields are read from the record. Its strings (`id`, copy) and its `presentation` are made
/// each time they are read, from the parse tree and a compact record; read them once per element
/// and keep what is needed. A report's values are worded only when the finding is kept (the
/// arguments are an autoclosure), so a rule need not avoid reporting past the problem cap.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    func check(_ screen: Screen, _ context: inout RuleContext)
}

extension Rule {
    public var description: RuleDescription { Self.description }
}

/// What a rule may ask while checking one screen, and where it puts what it finds.
public struct RuleContext: Sendable {
    public let edition: Edition
    private let ruleID: String
    private let options: [String: Double]
    private let defaults: [String: Double]
    public private(set) var findings: [Finding] = []
    /// The elements reported so far, one bit each (a `Set<Int>` cost 20 MB for a rule that
    /// reported each of 650,000 popovers, most of them past the cap).
    private var reported = IndexBits()
    /// Findings kept at most; past it a finding is only located (`firstLeftOut`), and its
    /// arguments are never computed: the linter sets this to what is left of the file's problem
    /// cap, so that no words are made for findings that are never shown.
    var budget = Int.max
    /// The earliest place of a finding past `budget`, if there was one.
    private(set) var firstLeftOut: SourcePosition?
    /// Places this rule has reported in the file so far, on this screen or an earlier one: a
    /// report at one of them again (a view shown many times, an aliased subtree) is the same
    /// finding, and is dropped before it can use up the file's problem cap (docs/security.md).
    var placesReported = Set<SourceRange>()

    public init(rule: RuleDescription, edition: Edition, options: [String: Double] = [:]) {
        self.ruleID = rule.id
        self.edition = edition
        self.options = options
        self.defaults = Dictionary(uniqueKeysWithValues: rule.options.map { ($0.name, $0.defaultValue) })
    }

    /// The configured value of an option, else its default.
    public func option(_ name: String) -> Double {
        options[name] ?? defaults[name] ?? 0
    }

    /// Reports `element` once, pointing at `key` (a dotted path such as `dismiss.outsideTap`)
    /// where written, else at its `type`. A second report of the same element is dropped:
    /// rules.md reports an element at most once, whichever of its conditions hold.
    /// `fix` is what would resolve it, in keys and values (Fixing/FixRequest.swift).
    public mutating func report(_ element: Element, at key: ElementKey = .type, _ messageKey: String,
                                _ arguments: @autoclosure () -> [String: String] = [:], fix: FixRequest? = nil) {
        guard reported.insert(element.index) else { return }
        let range = element.range(of: key)
        guard placesReported.insert(range).inserted else { return }
        guard findings.count < budget else { return locate(range) }
        var finding = Finding(ruleID: ruleID, range: range, messageKey: messageKey, arguments: arguments(),
                              element: element.index, key: element.writes(key) ? key.name : "type")
        finding.request = fix
        findings.append(finding)
    }

    /// Reports `subject` once, pointing at a key of another element: the offending child of a
    /// popover, say, at that child's `type`.
    public mutating func report(_ subject: Element, pointingAt target: Element, key: ElementKey = .type,
                                _ messageKey: String, _ arguments: @autoclosure () -> [String: String] = [:]) {
        guard reported.insert(subject.index) else { return }
        let range = target.range(of: key)
        guard placesReported.insert(range).inserted else { return }
        guard findings.count < budget else { return locate(range) }
        findings.append(Finding(ruleID: ruleID, range: range, messageKey: messageKey, arguments: arguments(),
                                element: target.index, key: key.name))
    }

    /// Reports a specific range (a string of copy, say) that is not one-per-element. `fix`, when
    /// given, changes `element`'s values (`fixing`): the finding still points at `range`.
    public mutating func report(at range: SourceRange, _ messageKey: String,
                                _ arguments: @autoclosure () -> [String: String] = [:],
                                fixing element: Element? = nil, fix: FixRequest? = nil) {
        guard placesReported.insert(range).inserted else { return }
        guard findings.count < budget else { return locate(range) }
        var finding = Finding(ruleID: ruleID, range: range, messageKey: messageKey, arguments: arguments())
        if let element, let fix {
            finding.request = fix
            finding.requestElement = element.index
        }
        findings.append(finding)
    }

    private mutating func locate(_ range: SourceRange) {
        firstLeftOut = min(firstLeftOut ?? range.start, range.start)
    }
}

/// Formats a number of points the way people write them: `700`, `612.5`.
public func points(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
}

/// A set of small non-negative integers (element indices), one bit each.
struct IndexBits {
    private var words: [UInt64] = []

    /// Adds `index`; whether it was not there before.
    mutating func insert(_ index: Int) -> Bool {
        let word = index >> 6, bit = UInt64(1) << UInt64(index & 63)
        if word >= words.count { words.append(contentsOf: repeatElement(0, count: word - words.count + 1)) }
        if words[word] & bit != 0 { return false }
        words[word] |= bit
        return true
    }
}
