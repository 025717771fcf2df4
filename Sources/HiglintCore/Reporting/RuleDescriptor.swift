/// What a report says about a rule itself (SARIF's `tool.driver.rules`): its words in the
/// chosen language, the guideline text the chosen edition cites, and where to read more.
/// Built once from RuleRegistry, RuleCatalog and SchemaRule by `RuleDescriptor.all`, and
/// handed to the reporters that need it, so reporters stay pure functions of their input.
public struct RuleDescriptor: Sendable, Equatable {
    public var id: String
    /// A name for machines: `PopoverOversize` for `popover-oversize`.
    public var name: String
    /// One line: the catalog title.
    public var shortDescription: String
    /// A sentence or two: the catalog summary.
    public var fullDescription: String
    public var helpText: String
    public var helpMarkdown: String
    /// The page of the guideline text the rule cites; nil for rules whose documentation ships
    /// with the project (schema and meta rules): no made-up home page stands in for one.
    public var helpURI: String?
    public var defaultSeverity: Severity
    /// Whether the rule runs in the edition when configuration says nothing about it.
    public var enabledByDefault: Bool
    public var tags: [String]

    public init(id: String, name: String, shortDescription: String, fullDescription: String, helpText: String,
                helpMarkdown: String, helpURI: String?, defaultSeverity: Severity, enabledByDefault: Bool, tags: [String]) {
        self.id = id
        self.name = name
        self.shortDescription = shortDescription
        self.fullDescription = fullDescription
        self.helpText = helpText
        self.helpMarkdown = helpMarkdown
        self.helpURI = helpURI
        self.defaultSeverity = defaultSeverity
        self.enabledByDefault = enabledByDefault
        self.tags = tags
    }

    /// Every rule higlint can report, guideline rules in rules.md's order and then the schema
    /// rules, with words for `locale` and guideline text for `edition`.
    public static func all(edition: Edition = .current, locale: MessageLocale = .en,
                           catalog: RuleCatalog = .shared,
                           rules: [any Rule] = RuleRegistry.guidelineRules) -> [RuleDescriptor] {
        rules.map { guideline(type(of: $0).description, entry: catalog[type(of: $0).description.id], edition: edition, locale: locale) }
            + SchemaRule.allCases.map(schema) + [unusedSuppression]
    }

    /// The meta rule about `# higlint-disable…` comments (docs/configuration.md).
    static let unusedSuppression = RuleDescriptor(
        id: Suppressions.ruleID, name: pascalCase(Suppressions.ruleID),
        shortDescription: "A suppression comment suppresses nothing",
        fullDescription: "A # higlint-disable… comment suppresses no finding, or names a rule that does not exist.",
        helpText: "A # higlint-disable… comment suppresses no finding, or names a rule that does not exist. Remove it, or correct the rule id; see docs/configuration.md.",
        helpMarkdown: "A `# higlint-disable…` comment suppresses no finding, or names a rule that does not exist. Remove it, or correct the rule id; see `docs/configuration.md`.",
        helpURI: nil, defaultSeverity: .warning, enabledByDefault: true, tags: ["higlint"])

    /// The smallest honest description of a rule id the list does not know (a report made
    /// with other rules than this build's): SARIF needs every reported rule described.
    public static func placeholder(for id: String, severity: Severity) -> RuleDescriptor {
        RuleDescriptor(id: id, name: pascalCase(id), shortDescription: id, fullDescription: "The higlint rule \(id).",
                       helpText: "The higlint rule \(id). Run `higlint explain \(id)` for its guideline and examples.",
                       helpMarkdown: "The higlint rule `\(id)`. Run `higlint explain \(id)` for its guideline and examples.",
                       helpURI: nil, defaultSeverity: severity, enabledByDefault: true, tags: ["higlint"])
    }

    static func guideline(_ rule: RuleDescription, entry: RuleCatalog.Entry?, edition: Edition, locale: MessageLocale) -> RuleDescriptor {
        guard let entry else {
            var descriptor = placeholder(for: rule.id, severity: rule.defaultSeverity)
            descriptor.enabledByDefault = rule.isOnByDefault(in: edition)
            descriptor.tags = ["hig", "popover"]
            return descriptor
        }
        let title = entry.title.text(locale)
        let summary = entry.summary.text(locale)
        let rationale = entry.rationale.text(locale)
        let cited = entry.guideline(for: edition)
        var heading = cited?.heading ?? ""
        var quote = cited?.quote ?? ""
        if locale == .ko, let korean = cited?.korean, !korean.quote.isEmpty {
            heading = korean.heading
            quote = korean.quote
        }
        let url = cited?.url
        let source = locale == .ko ? "Apple Human Interface Guidelines (휴먼 인터페이스 가이드라인)" : "Apple Human Interface Guidelines"

        var text = "\(title)\n\n\(summary)\n\n"
        if !quote.isEmpty {
            text += (heading.isEmpty ? "" : heading + " ") + "“\(quote)”\n— \(source)\(url.map { ": " + $0 } ?? "")\n\n"
        }
        let explain = locale == .ko
            ? MessageTemplate.render("`higlint explain {id}`{으로} 좋은 예와 나쁜 예를 볼 수 있습니다.", ["id": entry.id], locale: .ko)
            : "`higlint explain \(entry.id)` shows good and bad examples."
        text += rationale + "\n\n" + explain

        var markdown = "**\(markdownText(title))**\n\n\(markdownText(summary))\n\n"
        if !quote.isEmpty {
            let quoted = (heading.isEmpty ? "" : "**\(markdownText(heading))** ") + markdownText(quote)
            markdown += quoted.split(separator: "\n", omittingEmptySubsequences: false).map { "> " + $0 }.joined(separator: "\n")
            markdown += "\n>\n> — " + (url.map { "[\(source)](\($0))" } ?? source) + "\n\n"
        }
        markdown += markdownText(rationale) + "\n\n" + explain

        return RuleDescriptor(id: entry.id, name: pascalCase(entry.id), shortDescription: title, fullDescription: summary,
                              helpText: text, helpMarkdown: markdown, helpURI: url, defaultSeverity: rule.defaultSeverity,
                              enabledByDefault: rule.isOnByDefault(in: edition), tags: ["hig", "popover"])
    }

    static func schema(_ rule: SchemaRule) -> RuleDescriptor {
        let title = "Screen format: \(rule.rawValue)"
        let text = "\(rule.summary)\n\nThe screen format is described in docs/ and by the JSON Schema docs/schema/screen.schema.json, which editors (yaml-language-server) use to complete and check screen files."
        let markdown = "\(markdownText(rule.summary))\n\nThe screen format is described in `docs/` and by the JSON Schema `docs/schema/screen.schema.json`, which editors (yaml-language-server) use to complete and check screen files."
        return RuleDescriptor(id: rule.rawValue, name: pascalCase(rule.rawValue), shortDescription: title,
                              fullDescription: rule.summary, helpText: text, helpMarkdown: markdown, helpURI: nil,
                              defaultSeverity: rule.defaultSeverity, enabledByDefault: true, tags: ["schema"])
    }

    static func pascalCase(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// Catalog prose as Markdown: SARIF forbids HTML in formatted messages, so `<`, `>` and
    /// `&` are backslash-escaped (CommonMark then shows them literally).
    static func markdownText(_ text: String) -> String {
        var result = ""
        for character in oneLineBreaksKept(text) {
            switch character {
            case "<", ">", "&", "\\": result += "\\" + String(character)
            default: result.append(character)
            }
        }
        return result
    }

    /// Catalog prose keeps its line breaks; other control characters are shown escaped.
    private static func oneLineBreaksKept(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { oneLine(String($0)) }.joined(separator: "\n")
    }
}
