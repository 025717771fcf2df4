/// cli.md's JSON report: `{"version": 1, "diagnostics": [...], "summary": {...}}`, keys in the
/// documented order, one diagnostic per line so that diffs of reports stay readable.
public struct JSONReporter: Reporter {
    public init() {}

    public func render(_ report: LintReport) -> String {
        var output = "{\n  \"version\": 1,\n  \"diagnostics\": ["
        for (offset, diagnostic) in report.diagnostics.enumerated() {
            output += offset == 0 ? "\n    " : ",\n    "
            var fields = [
                ("file", JSON.string(diagnostic.file)),
                ("line", "\(diagnostic.range.start.line)"),
                ("column", "\(diagnostic.range.start.column)"),
                ("endLine", "\(diagnostic.range.end.line)"),
                ("endColumn", "\(diagnostic.range.end.column)"),
                ("severity", JSON.string(diagnostic.severity.rawValue)),
                ("rule", JSON.string(diagnostic.ruleID)),
                ("message", JSON.string(diagnostic.message)),
            ]
            if let source = diagnostic.source { fields.append(("source", JSON.string(source))) }
            if let help = diagnostic.helpURI { fields.append(("helpUri", JSON.string(help))) }
            output += "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
        }
        output += report.diagnostics.isEmpty ? "],\n" : "\n  ],\n"
        output += "  \"summary\": {\"files\": \(report.files.count), \"errors\": \(report.count(.error)), "
        output += "\"warnings\": \(report.count(.warning)), \"infos\": \(report.count(.info))}\n}\n"
        return output
    }
}

/// JSON text building blocks shared by the JSON-based reporters.
public enum JSON {
    /// A JSON string literal. Every control character, bidirectional override and isolate is
    /// escaped, and `##[` is written `##\u005b`, because the GitHub Actions runner reads `##[`
    /// anywhere in a log line as a workflow command: no value from a file can break the
    /// document, reorder what people read, or reach a CI log as a command.
    public static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if isUnsafeScalar(scalar) {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        result += "\""
        return result.holdsWorkflowMarker ? result.replacingOccurrences(of: "##[", with: "##\\u005b") : result
    }
}
