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
        "# setting is commented out at its default, so higlint lints as it would with no file.",
        "# Uncomment a line to change it; docs/configuration.md explains each key.",
        "",
        "# Which guideline text to hold designs to: current, ios-2017 or ios-2011.",
        "# edition: current",
        "",
        "# Language of messages: en or ko (default: from LC_ALL, LC_MESSAGES or LANG).",
        "# locale: en",
        "",
        "# Which files a folder walk lints (globs relative to this file; ** crosses folders).",
        "# include: [\"**/*.yaml\", \"**/*.yml\", \"**/*.json\"]",
        "# exclude: [\"**/drafts/**\"]",
        "",
        "# The lowest severity that fails the build: error, warning or info.",
        "# fail-on: error",
        "",
        "# Findings recorded with `higlint --write-baseline FILE` are hidden until they change.",
        "# baseline: higlint-baseline.json",
        "",
        "# Another configuration file to start from (relative to this one).",
        "# extends: ../team.higlint.yml",
        "",
        "# Where storyboards and Swift code run when the file does not say (a storyboard's device,",
        "# Swift's #if os(…) win; YAML and JSON screens say it themselves). Without these, Swift is",
        "# read for iPadOS in a regular width and without a viewport, so the viewport rules do not",
        "# fire on it. Also per file in `overrides`.",
        "# platform: iPadOS               # iOS, iPadOS, macOS, visionOS, tvOS or watchOS",
        "# sizeClass: regular             # compact or regular (default: the platform's)",
        "# viewport: {width: 1024, height: 768}",
        "",
        "# Each rule: off, info, warning, error, or {severity: …, <option>: …}. Each is shown at",
        "# its default severity, with the editions it is on in when nothing names it; a rule",
        "# uncommented with a severity is on (or off) in every edition.",
        "rules:",
    ]

    private static let footer = [
        "",
        "# Different rules for some files, applied in order after the rules above.",
        "# overrides:",
        "#   - files: [\"legacy/**\"]",
        "#     rules: {popover-oversize: off}",
        "",
    ]

    /// Two commented lines per rule: its summary, then its setting at the default and where it is on.
    private static func ruleLines() -> [String] {
        var lines: [String] = []
        for rule in RuleRegistry.guidelineRules {
            let description = type(of: rule).description
            lines.append("  # \(RuleCatalog.shared[description.id]?.summary.en ?? description.id)")
            lines.append("  # \(setting(of: description))   # \(editionNote(description))")
        }
        lines.append("  # A suppression comment that suppresses nothing, or names no rule.")
        lines.append("  # \(Suppressions.ruleID): warning   # on in every edition")
        return lines
    }

    /// `popover-nested: error`, or with options `popover-oversize: {severity: warning, maxWidth: 600, …}`.
    private static func setting(of description: RuleDescription) -> String {
        let severity = description.defaultSeverity.rawValue
        guard !description.options.isEmpty else { return "\(description.id): \(severity)" }
        let options = description.options.map { "\($0.name): \(points($0.defaultValue))" }.joined(separator: ", ")
        return "\(description.id): {severity: \(severity), \(options)}"
    }

    /// Which editions run the rule when no configuration names it.
    static func editionNote(_ description: RuleDescription) -> String {
        let on = Edition.allCases.filter { description.isOnByDefault(in: $0) }
        if on.count == Edition.allCases.count { return "on in every edition" }
        if on.isEmpty { return "off in every edition (opt-in)" }
        return "on in \(on.map(\.rawValue).joined(separator: ", ")) only"
    }
}
