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
        let counts = report.readCounts
        output += "  \"summary\": {\"files\": \(counts.files), \"popovers\": \(counts.popovers), \"passedOver\": \(counts.passedOver), "
        output += "\"errors\": \(report.count(.error)), "
        output += "\"warnings\": \(report.count(.warning)), \"infos\": \(report.count(.info))}\n}\n"
        return output
    }
}

/// JSON text building blocks shared by the JSON-based reporters.
public enum JSON {
    /// A JSON string literal. Every control character and bidirectional control is
    /// escaped, and `##[` is written `##\u005b`, because the GitHub Actions runner reads `##[`
    /// anywhere in a log line as a workflow command: no value from a file can break the
    /// document, reorder what people read, or reach a CI log as a command.
    public static func string(_ text: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + 2)
        appendString(text, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// `string(text)` appended as UTF-8. Works on bytes, copying each run that needs no escape
    /// in one piece: SARIF quotes every guideline text in every report, and a scalar-by-scalar
    /// loop building a `String` made that the most expensive step of a small run.
    static func appendString(_ text: String, to output: inout [UInt8]) {
        var text = text
        output.append(UInt8(ascii: "\""))
        let needsLook = Self.needsLook  // once, not a lazy global's check per byte
        text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                var end = index
                while end < bytes.count, !needsLook[Int(bytes[end])] { end += 1 }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<end]))
                guard end < bytes.count else { break }
                index = end
                let byte = bytes[index]
                let next = index + 1 < bytes.count ? bytes[index + 1] : 0
                let third = index + 2 < bytes.count ? bytes[index + 2] : 0
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                    output.append(contentsOf: [UInt8(ascii: "\\"), byte])
                    index += 1
                case 0x0A: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")]); index += 1
                case 0x0D: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")]); index += 1
                case 0x09: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")]); index += 1
                case 0x00...0x1F, 0x7F:
                    appendEscape(UInt32(byte), to: &output)
                    index += 1
                case UInt8(ascii: "["):
                    // The runner reads `##[` in what is written, so look at the output.
                    if output.count >= 2, output[output.count - 1] == UInt8(ascii: "#"), output[output.count - 2] == UInt8(ascii: "#") {
                        appendEscape(UInt32(byte), to: &output)
                    } else {
                        output.append(byte)
                    }
                    index += 1
                case 0xC2 where (0x80...0x9F).contains(next):  // U+0080–U+009F
                    appendEscape(UInt32(next), to: &output)
                    index += 2
                case 0xD8 where next == 0x9C:  // U+061C
                    appendEscape(0x061C, to: &output)
                    index += 2
                case 0xE2 where (next == 0x80 && (third == 0x8E || third == 0x8F || (0xA8...0xAE).contains(third)))
                    || (next == 0x81 && (0xA6...0xA9).contains(third)):
                    // U+200E, U+200F, U+2028–U+202E, U+2066–U+2069
                    appendEscape(0x2000 | UInt32(next & 0x3F) << 6 | UInt32(third & 0x3F), to: &output)
                    index += 3
                case 0xEF where next == 0xBF && (third == 0xBE || third == 0xBF):  // U+FFFE, U+FFFF
                    appendEscape(0xFFC0 | UInt32(third & 0x3F), to: &output)
                    index += 3
                case 0xEF where next == 0xBB && third == 0xBF:  // U+FEFF, the byte-order mark
                    appendEscape(0xFEFF, to: &output)
                    index += 3
                default:
                    output.append(byte)
                    index += 1
                }
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    /// The bytes that may start something to escape (see `isUnsafeScalar`): ASCII controls,
    /// `"`, `\`, `[` (of `##[`), and the lead bytes of U+0080–U+009F, U+061C, U+200E–U+2069, U+FEFF, U+FFFE/F.
    private static let needsLook: [Bool] = (0...255).map { byte in
        byte < 0x20 || byte == 0x7F || byte == 0x22 || byte == 0x5C || byte == 0x5B || byte == 0xC2 || byte == 0xD8
            || byte == 0xE2 || byte == 0xEF
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private static func appendEscape(_ value: UInt32, to output: inout [UInt8]) {
        output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u")])
        for shift in stride(from: 12, through: 0, by: -4) { output.append(hexDigits[Int(value >> UInt32(shift)) & 0xF]) }
    }
}
