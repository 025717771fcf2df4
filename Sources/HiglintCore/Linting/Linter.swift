import Foundation

/// The format of one input.
public enum InputFormat: String, Sendable {
    case yaml, json

    /// By extension; any other name is read by content (JSON if it starts with `{` or `[`).
    public static func detect(path: String, bytes: [UInt8]) -> InputFormat {
        let lower = path.lowercased()
        if lower.hasSuffix(".json") { return .json }
        if lower.hasSuffix(".yaml") || lower.hasSuffix(".yml") { return .yaml }
        // UTF-16 with a byte-order mark is looked at code unit by code unit (docs/security.md).
        let utf16 = bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
        let step = utf16 ? 2 : 1
        let low = bytes.starts(with: [0xFE, 0xFF]) ? 1 : 0
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : (utf16 ? 2 : 0)
        func unit(_ index: Int) -> UInt8? {
            guard index + step <= bytes.count, !utf16 || bytes[index + 1 - low] == 0 else { return nil }
            return bytes[index + low]
        }
        while let byte = unit(index), [0x20, 0x09, 0x0A, 0x0D].contains(byte) { index += step }
        if let byte = unit(index), byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") { return .json }
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
        if bytes.count > limits.maxFileSize { return tooLarge(path: path, size: "\(bytes.count)") }
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
        if stream.failure == nil, !stream.documents.contains(where: { $0.root.scalar?.isNull != true }) {
            // An empty file, or one of only comments or empty documents: said, not passed over
            // in silence (docs/security.md, "Empty files").
            findings.append(Finding(ruleID: SchemaRule.invalidDocument.rawValue, range: .fileStart, messageKey: "empty"))
        }
        var diagnostics = findings.compactMap { diagnostic(for: $0, file: path, severity: SchemaRule(rawValue: $0.ruleID).flatMap(configuration.severity(of:))) }
        for screen in screens {
            for (rule, severity) in rules {
                var context = RuleContext(rule: type(of: rule).description, edition: configuration.edition,
                                          options: configuration.options[type(of: rule).description.id] ?? [:])
                rule.check(screen, &context)
                diagnostics += context.findings.compactMap { diagnostic(for: $0, file: path, severity: severity) }
            }
        }
        // Aliased subtrees can repeat one finding at one place; report it once.
        return Array(Set(diagnostics)).sorted()
    }

    /// Lints a file on disk; a file that cannot be read is an error for the caller (exit 2).
    public func lint(fileAt url: URL, reportedAs path: String) throws -> [Diagnostic] {
        switch InputReader.read(path: url.path, limit: limits.maxFileSize) {
        case .bytes(let bytes): return lint(bytes: bytes, path: path)
        case .tooLarge(let size): return tooLarge(path: path, size: size)
        case .failed(let reason): throw InputError(description: "\(path): \(reason)")
        }
    }

    /// The one diagnostic for a file over `limits.maxFileSize`, which is not parsed. `size` is
    /// its size in bytes as far as known ("more than N" for a stream).
    public func tooLarge(path: String, size: String) -> [Diagnostic] {
        let finding = Finding(ruleID: SchemaRule.invalidDocument.rawValue, range: .fileStart, messageKey: "tooLarge",
                              arguments: ["size": size, "limit": "\(limits.maxFileSize)"])
        return [diagnostic(for: finding, file: path, severity: configuration.severity(of: .invalidDocument))].compactMap { $0 }
    }

    /// Values quoted from a file (a key, a value) are cut to this many characters in messages, so
    /// one long string cannot make every report line that quotes it megabytes long.
    static let maxQuotedCharacters = 512

    static func clipped(_ arguments: [String: String]) -> [String: String] {
        guard arguments.values.contains(where: { $0.utf8.count > maxQuotedCharacters }) else { return arguments }
        return arguments.mapValues { value in
            guard value.unicodeScalars.count > maxQuotedCharacters else { return value }
            var result = String.UnicodeScalarView(value.unicodeScalars.prefix(maxQuotedCharacters - 1))
            result.append("…")
            return String(result)
        }
    }

    private func diagnostic(for finding: Finding, file: String, severity: Severity?) -> Diagnostic? {
        guard let severity else { return nil }
        let locale = configuration.locale
        if let schema = SchemaRule(rawValue: finding.ruleID) {
            let template = SchemaRule.messages["\(schema.rawValue).\(finding.messageKey)"]
            let text = template.map { locale == .ko ? $0.ko : $0.en } ?? finding.messageKey
            return Diagnostic(file: file, range: finding.range, severity: severity, ruleID: finding.ruleID,
                              message: MessageTemplate.render(text, Self.clipped(finding.arguments)))
        }
        let entry = catalog[finding.ruleID]
        let template = entry?.messages[finding.messageKey]?.text(locale) ?? "\(finding.ruleID): \(finding.messageKey)"
        let guideline = entry?.guideline(for: configuration.edition)
        let source = locale == .ko ? (guideline?.korean?.seed ?? guideline?.seed) : guideline?.seed
        return Diagnostic(file: file, range: finding.range, severity: severity, ruleID: finding.ruleID,
                          message: MessageTemplate.render(template, Self.clipped(finding.arguments)),
                          source: source, helpURI: guideline?.url)
    }
}
