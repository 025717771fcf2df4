/// Every report format, and the reporter that writes it: the one list the command line, the
/// fuzz target and the language server choose from.
public enum ReportFormat: String, CaseIterable, Sendable {
    case text, json, sarif, junit, checkstyle, github, gitlab, html
    /// The text format as Xcode and SwiftPM read build output: an info is a `note:`, the one
    /// severity word of the three that they show (`info:` lines stay in the log, unseen).
    case xcode

    /// Whether the report draws screens: the lint then also collects `LintReport.drawings`.
    public var draws: Bool { self == .html }

    /// Whether the report is one line per finding, written as each file is done, with the
    /// summary on standard error (`text` and `xcode`).
    public var isLines: Bool { self == .text || self == .xcode }

    /// The reporter for this format. `edition` and `locale` decide the guideline text SARIF's
    /// rule descriptions quote; `color` is the text report's ANSI colour.
    public func reporter(edition: Edition = .current, locale: MessageLocale = .en, color: Bool = false,
                         toolVersion: String = HiglintVersion.current) -> any Reporter {
        switch self {
        case .text: return TextReporter(color: color)
        case .xcode: return TextReporter(severityWords: .xcode)
        case .json: return JSONReporter()
        case .sarif: return SARIFReporter(rules: RuleDescriptor.all(edition: edition, locale: locale), toolVersion: toolVersion, locale: locale)
        case .junit: return JUnitReporter()
        case .checkstyle: return CheckstyleReporter()
        case .github: return GitHubReporter()
        case .gitlab: return GitLabReporter()
        case .html: return HTMLReporter(citations: HTMLReporter.Citation.all(edition: edition, locale: locale), locale: locale)
        }
    }
}

/// The version reports and `--version` carry.
public enum HiglintVersion {
    public static let current = "0.1.0"
}
