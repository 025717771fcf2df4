import ArgumentParser
import HiglintCore

struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
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
        if rule == Suppressions.ruleID {
            print("\(rule) (warning, about higlint's own comments)\n\n\(RuleDescriptor.all().first { $0.id == rule }?.helpText ?? "")")
            return
        }
        guard let implementation = RuleRegistry.rule(rule), let entry = RuleCatalog.shared[rule] else {
            throw CommandFailure("unknown rule '\(rule)'"
                                 + Suggestions.didYouMean(rule, in: RuleRegistry.allIDs, otherwise: "; `higlint rules` lists every rule"))
        }
        try Output.toStandardOutput(ExplainText.render(entry, description: type(of: implementation).description,
                                                      edition: (language.edition ?? .current), locale: language.resolvedLocale),
                                    what: "the explanation")
    }
}
