/// Checkstyle XML, the format many review and CI tools import (Jenkins Warnings, reviewdog,
/// SonarQube, Danger, …): `<checkstyle version="4.3">`, one `<file name="…">` per linted file
/// (clean files too, as Checkstyle itself does), and in it one
/// `<error line column severity message source/>` per finding. Severity is `error`,
/// `warning` or `info`; `source` is `higlint.<rule-id>`.
public struct CheckstyleReporter: Reporter {
    /// The Checkstyle report format version that consumers expect to see.
    public static let formatVersion = "4.3"

    public init() {}

    public func render(_ report: LintReport) -> String {
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"\(Self.formatVersion)\">\n"
        for (file, diagnostics) in report.findingsByFile() {
            if diagnostics.isEmpty {
                output += "  <file name=\"\(XML.attribute(file))\"/>\n"
                continue
            }
            output += "  <file name=\"\(XML.attribute(file))\">\n"
            for diagnostic in diagnostics {
                output += "    <error line=\"\(diagnostic.range.start.line)\" column=\"\(diagnostic.range.start.column)\""
                output += " severity=\"\(diagnostic.severity.rawValue)\" message=\"\(XML.attribute(diagnostic.message))\""
                output += " source=\"higlint.\(XML.attribute(diagnostic.ruleID))\"/>\n"
            }
            output += "  </file>\n"
        }
        return output + "</checkstyle>\n"
    }
}
