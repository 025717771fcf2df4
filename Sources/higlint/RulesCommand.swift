import ArgumentParser
import Foundation
import HiglintCore

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every rule: id, default severity, editions, whether it is on, summary.")

    @OptionGroup var language: LanguageOptions

    @Option(help: "The configuration file whose settings ON reflects (default: .higlint.yml found from the current folder).")
    var config: String?

    func run() throws {
        // ON answers for this repository: the configuration's edition and rules, if there is one.
        let session = try LintSession(options: LintOptions(configurationPath: config, edition: language.edition, locale: language.locale))
        let locale = session.base.locale
        let configuration = session.configurationFile?.configuration(for: FileManager.default.currentDirectoryPath + "/", base: session.base,
                                                                     commandLine: [:]) ?? session.base
        var rows: [[String]] = [["RULE", "SEVERITY", "EDITIONS", "ON", "SUMMARY"]]
        for rule in RuleRegistry.guidelineRules {
            let description = type(of: rule).description
            let entry = RuleCatalog.shared[description.id]
            // The editions the rule is on in when configuration says nothing: those whose text states it.
            let editions = description.defaultEditions.isEmpty ? "none" : description.defaultEditions.map(\.rawValue).joined(separator: ",")
            let on = configuration.severity(of: description) != nil
            rows.append([description.id, description.optIn ? "off" : description.defaultSeverity.rawValue, editions,
                         on ? "yes" : "no", entry?.summary.text(locale) ?? ""])
        }
        for rule in SchemaRule.allCases {
            rows.append([rule.rawValue, rule.defaultSeverity.rawValue, "all", "yes", rule.summary(locale)])
        }
        rows.append([Suppressions.ruleID, "warning", "all", configuration.unusedSuppressionSeverity == nil ? "no" : "yes",
                     Suppressions.summary.text(locale)])
        let widths = (0..<4).map { column in rows.map { $0[column].count }.max() ?? 0 }
        var listing = ""
        for row in rows {
            for column in 0..<4 { listing += row[column].padding(toLength: widths[column] + 2, withPad: " ", startingAt: 0) }
            listing += row[4] + "\n"
        }
        try Output.toStandardOutput(listing, what: "the rule list")
    }
}
