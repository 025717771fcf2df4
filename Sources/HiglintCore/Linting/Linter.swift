import Foundation

/// The format of one input.
public enum InputFormat: String, Sendable {
    case yaml, json

    /// By extension; any other name is read by content (JSON if it starts with `{` or `[`).
    public static func detect(path: String, bytes: [UInt8]) -> InputFormat {
        let lower = path.lowercased()
        if lower.hasSuffix(".json") { return .json }
        if lower.hasSuffix(".yaml") || lower.hasSuffix(".yml") { return .yaml }
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "[") { return .json }
        return .yaml
    }
}

/// read → parse (with positions) → model → rules → diagnostics, for one file at a time.
/// A value type with no shared state, so files can be linted on any number of threads.
public struct Linter: Sendable {
    public let configuration: LintConfiguration
    public let catalog: RuleCatalog
    public let limits: ParseLimits
    private let rules: [(rule: any Rule, severity: Severity)]

    public init(configuration: LintConfiguration = LintConfiguration(), catalog: RuleCatalog = .shared,
                rules: [any Rule] = RuleRegistry.guidelineRules, limits: ParseLimits = .default) {
        self.configuration = configuration
        self.catalog = catalog
        self.limits = limits
        self.rules = rules.compactMap { rule in
            configuration.severity(of: type(of: rule).description).map { (rule, $0) }
        }
    }

    /// Lints the bytes of one file (or standard input) reported under `path`.
    public func lint(bytes: [UInt8], path: String) -> [Diagnostic] {
        let format = InputFormat.detect(path: path, bytes: bytes)
        let stream = format == .json ? JSONReader.read(bytes, limits: limits) : YAMLReader.read(bytes, limits: limits)
        var findings: [Finding] = []
        var decoder = ScreenDecoder()
        var screens: [Screen] = []
        for document in stream.documents {
            screens += decoder.decode(document)
        }
        findings += decoder.findings
        if let failure = stream.failure {
            let range = SourceRange(start: failure.position, end: failure.position)
            findings.append(Finding(ruleID: SchemaRule.invalidDocument.rawValue, range: range, messageKey: "syntax",
                                    arguments: ["format": format == .json ? "JSON" : "YAML", "problem": failure.message]))
        }
        var diagnostics = findings.compactMap {
            diagnostic(for: $0, file: path, severity: SchemaRule(rawValue: $0.ruleID).flatMap(configuration.severity(of:)),
                       locator: Self.fallbackLocator($0))
        }
        for screen in screens {
            for (rule, severity) in rules {
                var context = RuleContext(rule: type(of: rule).description, edition: configuration.edition,
                                          options: configuration.options[type(of: rule).description.id] ?? [:])
                rule.check(screen, &context)
                diagnostics += context.findings.compactMap { finding in
                    let locator = finding.element.map { screen.locator(of: $0) + "." + (finding.key ?? "type") }
                        ?? screen.locatorName + "|" + Self.fallbackLocator(finding)
                    return diagnostic(for: finding, file: path, severity: severity, locator: locator)
                }
            }
        }
        if format == .yaml {
            diagnostics = applySuppressions(bytes: bytes, path: path, to: diagnostics)
        }
        // Aliased subtrees can repeat one finding at one place; report it once.
        return Array(Set(diagnostics)).sorted()
    }

    private func applySuppressions(bytes: [UInt8], path: String, to diagnostics: [Diagnostic]) -> [Diagnostic] {
        let directives = Suppressions.directives(in: bytes)
        guard !directives.isEmpty else { return diagnostics }
        let (kept, problems) = Suppressions.apply(directives, to: diagnostics,
                                                  commentOnlyLines: Suppressions.commentOnlyLines(in: bytes),
                                                  knownRules: Set(RuleRegistry.allIDs))
        guard let severity = configuration.unusedSuppressionSeverity else { return kept }
        return kept + problems.map { finding in
            let template = Suppressions.messages[finding.messageKey].map { configuration.locale == .ko ? $0.ko : $0.en } ?? finding.messageKey
            return Diagnostic(file: path, range: finding.range, severity: severity, ruleID: finding.ruleID,
                              message: MessageTemplate.render(template, finding.arguments),
                              locator: "suppression|" + Self.fallbackLocator(finding))
        }
    }

    /// Lints a file on disk; a file that cannot be read is an error for the caller (exit 2).
    public func lint(fileAt url: URL, reportedAs path: String) throws -> [Diagnostic] {
        let data = try Data(contentsOf: url)
        return lint(bytes: [UInt8](data), path: path)
    }

    /// For findings that name no element (schema problems, strings of copy): the message key and
    /// its values, less any line number, so the locator still does not move with lines.
    static func fallbackLocator(_ finding: Finding) -> String {
        finding.messageKey + "(" + finding.arguments.filter { $0.key != "line" }.sorted { $0.key < $1.key }
            .map { "\($0.key)=\($0.value)" }.joined(separator: ",") + ")"
    }

    private func diagnostic(for finding: Finding, file: String, severity: Severity?, locator: String) -> Diagnostic? {
        guard let severity else { return nil }
        let locale = configuration.locale
        if let schema = SchemaRule(rawValue: finding.ruleID) {
            let template = SchemaRule.messages["\(schema.rawValue).\(finding.messageKey)"]
            let text = template.map { locale == .ko ? $0.ko : $0.en } ?? finding.messageKey
            return Diagnostic(file: file, range: finding.range, severity: severity, ruleID: finding.ruleID,
                              message: MessageTemplate.render(text, SchemaRule.localized(finding.arguments, locale)), locator: locator)
        }
        let entry = catalog[finding.ruleID]
        let template = entry?.messages[finding.messageKey]?.text(locale) ?? "\(finding.ruleID): \(finding.messageKey)"
        let guideline = entry?.guideline(for: configuration.edition)
        let source = locale == .ko ? (guideline?.korean?.seed ?? guideline?.seed) : guideline?.seed
        return Diagnostic(file: file, range: finding.range, severity: severity, ruleID: finding.ruleID,
                          message: MessageTemplate.render(template, finding.arguments),
                          source: source, helpURI: guideline?.url, locator: locator)
    }
}
