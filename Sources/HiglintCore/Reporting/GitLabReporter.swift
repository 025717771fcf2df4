/// GitLab Code Quality (a subset of the Code Climate issue format), for
/// `artifacts: reports: codequality:`. A JSON array with one issue per finding:
/// `description` (the message), `check_name` (the rule id), `fingerprint`, `severity`,
/// `location.path` and `location.lines.begin` (1-based), plus `type: "issue"`,
/// `engine_name` and `categories`, which Code Climate tools expect.
///
/// Severities: error → `major`, warning → `minor`, info → `info`. `critical` and `blocker`
/// are left for what GitLab means by them (security and breakage); a guideline error is a
/// design problem that should be fixed before merging, which GitLab calls major.
///
/// GitLab collapses issues with the same fingerprint, so fingerprints must be unique per
/// finding and stable across commits: `Fingerprint` (no line numbers; an occurrence counter
/// keeps equal-looking findings apart).
public struct GitLabReporter: Reporter {
    public init() {}

    public func render(_ report: LintReport) -> String {
        let fingerprints = Fingerprint.all(report.diagnostics)
        let issues: [JSONValue] = report.diagnostics.enumerated().map { offset, diagnostic in
            .object([
                ("type", .string("issue")),
                ("engine_name", .string("higlint")),
                ("check_name", .string(diagnostic.ruleID)),
                ("description", .string(diagnostic.message)),
                ("categories", .array([.string("Style")])),
                ("severity", .string(Self.severity(diagnostic.severity))),
                ("fingerprint", .string(fingerprints[offset])),
                ("location", .object([
                    ("path", .string(ReportPath.normalized(diagnostic.file))),
                    ("lines", .object([
                        ("begin", .int(max(1, diagnostic.range.start.line))),
                        ("end", .int(max(1, diagnostic.range.start.line, diagnostic.range.end.line))),
                    ])),
                ])),
            ])
        }
        return JSONValue.array(issues).rendered() + "\n"
    }

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "major"
        case .warning: return "minor"
        case .info: return "info"
        }
    }
}
