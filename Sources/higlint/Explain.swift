import ArgumentParser
import HiglintCore

struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show a rule's guideline text, rationale, sources, options and examples.")

    @Argument(help: "The rule id, for example popover-nested.")
    var rule: String

    @OptionGroup var language: LanguageOptions

    func run() throws {
        if let schema = SchemaRule(rawValue: rule) {
            try Output.toStandardOutput("\(schema.rawValue) (\(schema.defaultSeverity.rawValue), schema rule)\n\n\(schema.summary)\n"
                                        + "\nSee docs/screen-format.md, \"Bad input\".\n", what: "the explanation")
            return
        }
        guard let implementation = RuleRegistry.rule(rule), let entry = RuleCatalog.shared[rule] else {
            let suggestion = Suggestions.nearest(to: rule, in: RuleRegistry.allIDs) ?? ""
            throw CommandFailure("unknown rule '\(rule)'; did you mean '\(suggestion)'?")
        }
        try Output.toStandardOutput(ExplainText.render(entry, description: type(of: implementation).description,
                                                      edition: (language.edition ?? .current), locale: language.resolvedLocale),
                                    what: "the explanation")
    }
}
