/// The `.higlint.yml` that `higlint init` writes: every key shown, every rule at its default,
/// commented so that a team can read what each line does before changing it.
public enum StarterConfiguration {
    public static func text() -> String {
        var lines = [
            "# higlint configuration. Every key is optional; docs/configuration.md explains them.",
            "",
            "# Which guideline text to hold designs to: current, ios-2017 or ios-2011.",
            "edition: current",
            "",
            "# Language of messages: en or ko.",
            "# locale: en",
            "",
            "# Which files a folder walk lints (globs relative to this file; ** crosses folders).",
            "# include: [\"**/*.yaml\", \"**/*.yml\", \"**/*.json\"]",
            "# exclude: [\"**/drafts/**\"]",
            "",
            "# The lowest severity that fails the build: error, warning or info.",
            "fail-on: error",
            "",
            "# Findings recorded with `higlint --write-baseline FILE` are hidden until they change.",
            "# baseline: higlint-baseline.json",
            "",
            "# Another configuration file to start from (relative to this one).",
            "# extends: ../shared.higlint.yml",
            "",
            "# Each rule: off, info, warning, error, or {severity: …, <option>: …}.",
            "rules:",
        ]
        for rule in RuleRegistry.guidelineRules {
            let description = type(of: rule).description
            let summary = RuleCatalog.shared[description.id]?.summary.en ?? ""
            lines.append("  # \(summary)")
            var line = "  \(description.id): \(description.defaultSeverity.rawValue)"
            if !description.options.isEmpty {
                let options = description.options.map { "\($0.name): \(points($0.defaultValue))" }.joined(separator: ", ")
                line = "  \(description.id): {severity: \(description.defaultSeverity.rawValue), \(options)}"
            }
            // A rule that is on in some editions only stays commented out: written out, it would
            // turn itself on in the others, and the file must lint exactly like none.
            let editions = RuleCatalog.shared[description.id]?.defaultEditions ?? []
            if editions.count == Edition.allCases.count {
                lines.append(line)
            } else {
                let note = editions.isEmpty ? "opt-in" : "on by default in " + editions.map(\.rawValue).joined(separator: ", ")
                lines.append("  # " + line.dropFirst(2) + "   (\(note): uncomment to turn on everywhere)")
            }
        }
        lines.append("  # Suppression comments that suppress nothing, or name no rule.")
        lines.append("  \(Suppressions.ruleID): warning")
        lines += [
            "",
            "# Different rules for some files, applied in order after the rules above.",
            "# overrides:",
            "#   - files: [\"legacy/**\"]",
            "#     rules: {popover-oversize: off}",
            "",
        ]
        return lines.joined(separator: "\n")
    }
}
