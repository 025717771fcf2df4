/// `path:line:column: severity: message [rule]`, one line per diagnostic: the line editor
/// problem matchers read (cli.md). Colour only when asked for; file text never reaches the
/// terminal raw, and a path that begins or ends with white space or holds a control character
/// is quoted (`PathText.displayed`).
public struct TextReporter: Reporter {
    public var color: Bool
    public var severityWords: SeverityWords

    /// How a severity is written: as higlint names it (`info`), or as Xcode shows it (`note`).
    public enum SeverityWords: Sendable {
        case higlint, xcode
    }

    public init(color: Bool = false, severityWords: SeverityWords = .higlint) {
        self.color = color
        self.severityWords = severityWords
    }

    private func word(_ severity: Severity) -> String {
        severityWords == .xcode && severity == .info ? "note" : severity.rawValue
    }

    public func render(_ report: LintReport) -> String {
        var output = ""
        for diagnostic in report.diagnostics {
            let place = safeLogLine("\(PathText.displayed(diagnostic.file)):\(diagnostic.range.start.line):\(diagnostic.range.start.column):")
            let message = neutralizingControlCharacters(diagnostic.message)
            if color {
                output += "\u{1B}[1m\(place)\u{1B}[0m \(paint(diagnostic.severity)): \(message) \u{1B}[2m[\(diagnostic.ruleID)]\u{1B}[0m\n"
            } else {
                output += "\(place) \(word(diagnostic.severity)): \(message) [\(diagnostic.ruleID)]\n"
            }
        }
        return output
    }

    private func paint(_ severity: Severity) -> String {
        switch severity {
        case .error: return "\u{1B}[31merror\u{1B}[0m"
        case .warning: return "\u{1B}[33mwarning\u{1B}[0m"
        case .info: return "\u{1B}[36minfo\u{1B}[0m"
        }
    }

    /// The summary line for standard error: what was read, then what was found.
    public static func summary(_ report: LintReport, locale: MessageLocale = .en) -> String {
        let errors = report.count(.error), warnings = report.count(.warning), infos = report.count(.info)
        switch locale {
        case .ko:
            return countsLine(report.readCounts, locale: locale) + ", 오류 \(errors)개, 경고 \(warnings)개, 정보 \(infos)개"
        case .en:
            return countsLine(report.readCounts, locale: locale)
                + ", \(plural(errors, "error")), \(plural(warnings, "warning")), \(plural(infos, "info"))"
        }
    }

    /// `higlint: 4 files, 3 popovers, 12 passed over`: what a run read (also `higlint popovers`' summary).
    public static func countsLine(_ counts: ReadCounts, locale: MessageLocale = .en) -> String {
        switch locale {
        case .ko:
            return "higlint: 파일 \(counts.files)개, 팝오버 \(counts.popovers)개, 건너뛴 파일 \(counts.passedOver)개"
        case .en:
            return "higlint: \(plural(counts.files, "file")), \(plural(counts.popovers, "popover")), \(counts.passedOver) passed over"
        }
    }

    private static func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
}
