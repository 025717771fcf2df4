/// GitHub Actions workflow commands, one line per finding, which the runner turns into
/// annotations on the pull request:
///
///     ::error file=screens/a.yaml,line=12,endLine=12,col=7,endColumn=37,title=popover-oversize::Popover is …
///
/// `error`, `warning` and `notice` (for `info`). `col` and `endColumn` are sent only when the
/// finding starts and ends on the same line (GitHub ignores or misplaces them otherwise).
///
/// Escaping is the runner's own (actions/runner `ActionCommand`): in the message `%` → `%25`,
/// CR → `%0D`, LF → `%0A`; in property values also `:` → `%3A` and `,` → `%2C`. So a value
/// can neither end the line (no command can be smuggled onto a new line) nor end a property
/// or the property list. Other control characters (an ANSI escape, say), which the runner
/// has no escape for and a log viewer would obey, are shown as visible `\u{1B}` escapes.
public struct GitHubReporter: Reporter {
    public init() {}

    public func render(_ report: LintReport) -> String {
        var output = ""
        for diagnostic in report.diagnostics {
            let start = diagnostic.range.start
            let end = diagnostic.range.end < start ? start : diagnostic.range.end
            var properties = [
                ("file", ReportPath.normalized(diagnostic.file)),
                ("line", String(start.line)),
                ("endLine", String(end.line)),
            ]
            if start.line == end.line {
                properties.append(("col", String(start.column)))
                properties.append(("endColumn", String(max(end.column, start.column))))
            }
            properties.append(("title", diagnostic.ruleID))
            output += "::\(Self.command(diagnostic.severity)) "
            output += properties.map { "\($0.0)=\(Self.property($0.1))" }.joined(separator: ",")
            output += "::" + Self.data(diagnostic.message) + "\n"
        }
        return output
    }

    static func command(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "notice"
        }
    }

    /// The message (command data).
    static func data(_ text: String) -> String {
        escape(text, property: false)
    }

    /// A property value.
    static func property(_ text: String) -> String {
        escape(text, property: true)
    }

    private static func escape(_ text: String, property: Bool) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            case ":" where property: result += "%3A"
            case "," where property: result += "%2C"
            default:
                if isUnsafeScalar(scalar) { result += visibleEscape(scalar) } else { result.unicodeScalars.append(scalar) }
            }
        }
        return result
    }
}
