/// What to lint with: edition, language, and each rule's severity and options.
public struct LintConfiguration: Sendable {
    public var edition: Edition
    public var locale: MessageLocale
    /// A rule's severity when configuration sets one; `.some(nil)` turns the rule off.
    public var severities: [String: Severity?]
    public var options: [String: [String: Double]]
    /// What configuration says about where sources run (`platform`, `sizeClass`, `viewport`), for
    /// the readers of storyboards and Swift.
    public var reading = ReadingContext()

    public init(edition: Edition = .current, locale: MessageLocale = .en,
                severities: [String: Severity?] = [:], options: [String: [String: Double]] = [:]) {
        self.edition = edition
        self.locale = locale
        self.severities = severities
        self.options = options
    }

    /// The severity a guideline rule reports with, or nil when it is off.
    public func severity(of rule: RuleDescription) -> Severity? {
        if let configured = severities[rule.id] { return configured }
        return rule.isOnByDefault(in: edition) ? rule.defaultSeverity : nil
    }

    /// The severity of `unused-suppression` (a warning unless configured).
    public var unusedSuppressionSeverity: Severity? {
        if let configured = severities[Suppressions.ruleID] { return configured }
        return .warning
    }

    /// The severity of a schema rule, or nil when configuration turned it off.
    public func severity(of rule: SchemaRule) -> Severity? {
        if let configured = severities[rule.rawValue] { return configured }
        return rule.defaultSeverity
    }
}
