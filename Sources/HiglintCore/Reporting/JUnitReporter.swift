/// JUnit XML for CI servers (Jenkins, GitLab, Azure, …), valid against the Jenkins JUnit XSD
/// (junit-10.xsd).
///
/// Shape (cli.md): one `<testsuite>` per linted file (name and `file` = the reported path), and
/// in it one `<testcase>` per rule that fired in that file, named after the rule, so names are
/// unique within the file (GitLab keeps only the first of same-named cases). The case has one
/// `<failure>`: `type` is the highest severity among its findings, `message` the first
/// finding (`line:column: message`, plus `(+N)` when there are more), and the text lists every
/// finding on its own line, `line:column: severity: message`. A clean file has one passing
/// case named `higlint`. `classname` is the reported path.
///
/// Every finding is a failure, whatever its severity: the report lists what was found (use
/// `--quiet` or configuration to leave warnings out); the exit status follows `--fail-on`.
public struct JUnitReporter: Reporter {
    public init() {}

    public func render(_ report: LintReport) -> String {
        var suites = ""
        var totalTests = 0, totalFailures = 0
        for (file, diagnostics) in report.findingsByFile() {
            var rules: [String] = []
            var byRule: [String: [Diagnostic]] = [:]
            for diagnostic in diagnostics {
                if byRule[diagnostic.ruleID] == nil { rules.append(diagnostic.ruleID) }
                byRule[diagnostic.ruleID, default: []].append(diagnostic)
            }
            let name = XML.attribute(file)
            let tests = max(1, rules.count)
            totalTests += tests
            totalFailures += rules.count
            suites += "  <testsuite name=\"\(name)\" file=\"\(name)\" tests=\"\(tests)\" failures=\"\(rules.count)\" errors=\"0\" skipped=\"0\" time=\"0\">\n"
            if rules.isEmpty {
                suites += "    <testcase name=\"higlint\" classname=\"\(name)\" time=\"0\"/>\n"
            }
            for rule in rules {
                let findings = byRule[rule] ?? []
                let worst = findings.map(\.severity).max() ?? .error
                let first = findings[0]
                var message = "\(first.range.start.line):\(first.range.start.column): \(first.message)"
                if findings.count > 1 { message += " (+\(findings.count - 1))" }
                suites += "    <testcase name=\"\(XML.attribute(rule))\" classname=\"\(name)\" time=\"0\">\n"
                suites += "      <failure type=\"\(worst.rawValue)\" message=\"\(XML.attribute(message))\">"
                suites += findings.map { finding in
                    // One line per finding: line breaks in the message are shown escaped.
                    XML.text("\(finding.range.start.line):\(finding.range.start.column): \(finding.severity.rawValue): \(oneLine(finding.message))")
                }.joined(separator: "\n")
                suites += "</failure>\n"
                suites += "    </testcase>\n"
            }
            suites += "  </testsuite>\n"
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"higlint\" tests=\"\(totalTests)\" failures=\"\(totalFailures)\" errors=\"0\" time=\"0\">\n"
            + suites
            + "</testsuites>\n"
    }
}
