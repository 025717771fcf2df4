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
    /// One empty context per rule, made once: copying it for each screen costs nothing, making
    /// it (options, defaults) for each screen and rule did.
    /// (RuleContext holds only values; it is not declared Sendable where it is defined.)
    nonisolated(unsafe) private let contexts: [RuleContext]

    public init(configuration: LintConfiguration = LintConfiguration(), catalog: RuleCatalog = .shared,
                rules: [any Rule] = RuleRegistry.guidelineRules, limits: ParseLimits = .default) {
        self.configuration = configuration
        self.catalog = catalog
        self.limits = limits
        self.rules = rules.compactMap { rule in
            configuration.severity(of: type(of: rule).description).map { (rule, $0) }
        }
        self.contexts = self.rules.map { rule, _ in
            let description = type(of: rule).description
            return RuleContext(rule: description, edition: configuration.edition,
                               options: configuration.options[description.id] ?? [:])
        }
    }

    /// Lints the bytes of one file (or standard input) reported under `path`.
    ///
    /// Documents are modelled and checked one at a time as the reader completes them, so a long
    /// multi-document stream never holds more than one document's tree.
    public func lint(bytes: [UInt8], path: String) -> [Diagnostic] {
        let format = InputFormat.detect(path: path, bytes: bytes)
        var decoder = ScreenDecoder()
        var diagnostics: [Diagnostic] = []
        let check: (Document) -> Void = { document in
            for screen in decoder.decode(document) {
                for (offset, (rule, severity)) in rules.enumerated() {
                    var context = contexts[offset]
                    rule.check(screen, &context)
                    for finding in context.findings {
                        let locator = finding.element.map { screen.locator(of: $0) + "." + (finding.key ?? "type") }
                            ?? screen.locatorName + "|" + Self.fallbackLocator(finding)
                        if let diagnostic = diagnostic(for: finding, file: path, severity: severity, locator: locator) {
                            diagnostics.append(diagnostic)
                        }
                    }
                }
            }
        }
        let failure: ParseFailure?
        if format == .json {
            let stream = JSONReader.read(bytes, limits: limits)
            stream.documents.forEach(check)
            failure = stream.failure
        } else {
            failure = YAMLReader.read(bytes, limits: limits, each: check)
        }
        var findings = decoder.findings
        if let failure {
            let range = SourceRange(start: failure.position, end: failure.position)
            findings.append(Finding(ruleID: SchemaRule.invalidDocument.rawValue, range: range, messageKey: "syntax",
                                    arguments: ["format": format == .json ? "JSON" : "YAML", "problem": failure.message]))
        }
        for finding in findings {
            let severity = SchemaRule(rawValue: finding.ruleID).flatMap(configuration.severity(of:))
            if let diagnostic = diagnostic(for: finding, file: path, severity: severity, locator: Self.fallbackLocator(finding)) {
                diagnostics.append(diagnostic)
            }
        }
        if format == .yaml {
            diagnostics = applySuppressions(bytes: bytes, path: path, to: diagnostics)
        }
        return Self.sortedUnique(diagnostics)
    }

    /// Sorted, each diagnostic once: aliased subtrees can repeat one finding at one place. Equal
    /// diagnostics sort next to each other, so a sort and one pass replace hashing them all.
    static func sortedUnique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard diagnostics.count > 1 else { return diagnostics }
        let sorted = diagnostics.sorted()
        var result: [Diagnostic] = []
        result.reserveCapacity(sorted.count)
        var runStart = 0
        for diagnostic in sorted {
            // Within a run of diagnostics that sort as equal (same file, range, rule, message),
            // drop exact repeats; such runs are a handful long at most.
            if let last = result.last, last < diagnostic || diagnostic < last {
                runStart = result.count
            }
            if !result[runStart...].contains(diagnostic) { result.append(diagnostic) }
        }
        return result
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
        guard let bytes = FileReader.read(url.path) else { throw CocoaError(.fileReadUnknown) }
        return lint(bytes: bytes, path: path)
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
