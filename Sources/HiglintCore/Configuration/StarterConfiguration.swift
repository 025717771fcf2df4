/// The `.higlint.yml` that `higlint init` writes. It lints exactly like no file, in every
/// edition: every setting is written out, commented, at its default, so that a team can read
/// what each line would do before turning it on. Nothing is pinned: a rule written
/// `popover-undersize: off` would stay off in ios-2011, where it is on by default.
public enum StarterConfiguration {
    public static func text() -> String {
        (header + ruleLines() + footer).joined(separator: "\n")
    }

    private static let header = [
        "# higlint configuration, written by `higlint init`. As written it changes nothing: every",
        "# setting is commented out at its default, so higlint lints as it would with no file, and",
        "# uncommenting any setting line (or all of them) still changes nothing until you edit it.",
        "# Settings with no default value are described in prose; docs/configuration.md explains each key.",
        "",
        "# Which guideline text to hold designs to: current, ios-2017 or ios-2011.",
        "# edition: current",
        "",
        "# The language of messages is `locale` (en or ko); without it, it comes from LC_ALL,",
        "# LC_MESSAGES or LANG, else English.",
        "",
        "# Which files a folder walk lints: `include` and `exclude`, globs relative to this file (**",
        "# crosses folders), for example [\"**/drafts/**\"]. Without them a walk reads every storyboard,",
        "# xib and Swift file it finds, and the YAML and JSON files that are screen descriptions.",
        "",
        "# The lowest severity that fails the build: error, warning or info.",
        "# fail-on: error",
        "",
        "# `baseline` names a file written by `higlint --write-baseline FILE`: the findings it records",
        "# are hidden until they change. `extends` names another configuration file to start from.",
        "",
        "# Where storyboards and Swift code run when the file does not say (a storyboard's device,",
        "# Swift's #if os(…) win; YAML and JSON screens say it themselves): `platform` (iOS, iPadOS,",
        "# macOS, visionOS, tvOS or watchOS), `sizeClass` (compact or regular) and `viewport`",
        "# ({width: 1024, height: 768}), also per file in `overrides`. Without them Swift is read for",
        "# iPadOS in a regular width (iOS, compact, where the tree's Xcode project is iPhone-only) and",
        "# without a viewport, so the viewport rules do not fire on it.",
        "",
        "# Each rule: off, info, warning, error, or {severity: …, <option>: …}. A rule on in every",
        "# edition is shown at its severity; one on in some editions only (or opt-in) is shown with",
        "# its options alone, since a severity written here holds in every edition.",
        "rules:",
    ]

    private static let footer = [
        "",
        "# Different rules for some files, applied in order after the rules above: `overrides`, a",
        "# list of {files: [globs], rules: {…}}, for example files [\"legacy/**\"] with",
        "# popover-oversize off.",
        "",
    ]

    /// Two commented lines per rule: its summary, then its setting at the default and where it is on.
    private static func ruleLines() -> [String] {
        var lines: [String] = []
        for rule in RuleRegistry.guidelineRules {
            let description = type(of: rule).description
            lines.append("  # \(RuleCatalog.shared[description.id]?.summary.en ?? description.id)")
            let everywhere = Edition.allCases.allSatisfy { description.isOnByDefault(in: $0) }
            var note = editionNote(description)
            if !everywhere {
                let severity = description.defaultSeverity.rawValue
                note = note.hasSuffix("(opt-in)") ? String(note.dropLast()) + "; \(severity) when on)" : note + " (\(severity))"
            }
            lines.append("  # \(setting(of: description))   # \(note)")
        }
        lines.append("  # A suppression comment that suppresses nothing, or names no rule.")
        lines.append("  # \(Suppressions.ruleID): warning   # on in every edition")
        return lines
    }

    /// `popover-nested: error`, or with options `popover-oversize: {severity: warning, maxWidth: 600, …}`.
    /// A rule not on in every edition gets no severity (it would pin the rule on in every edition):
    /// its options alone, or `{}`.
    private static func setting(of description: RuleDescription) -> String {
        let severity = description.defaultSeverity.rawValue
        let everywhere = Edition.allCases.allSatisfy { description.isOnByDefault(in: $0) }
        let options = description.options.map { "\($0.name): \(points($0.defaultValue))" }
        guard everywhere else { return "\(description.id): {\(options.joined(separator: ", "))}" }
        guard !options.isEmpty else { return "\(description.id): \(severity)" }
        return "\(description.id): {severity: \(severity), \(options.joined(separator: ", "))}"
    }

    /// Which editions run the rule when no configuration names it.
    static func editionNote(_ description: RuleDescription) -> String {
        let on = Edition.allCases.filter { description.isOnByDefault(in: $0) }
        if on.count == Edition.allCases.count { return "on in every edition" }
        if on.isEmpty { return "off in every edition (opt-in)" }
        return "on in \(on.map(\.rawValue).joined(separator: ", ")) only"
    }
}
