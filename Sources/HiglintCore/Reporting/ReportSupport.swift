/// Building blocks shared by the machine reporters (SARIF, JUnit, Checkstyle, GitHub, GitLab):
/// escaping for each syntax, a small JSON writer, the report-wide path form, the findings of
/// each file, and the fingerprint recipe. Everything here is a pure function of its input.

// MARK: - Characters that must never reach a report raw

/// Characters that could steer a terminal or a log viewer, or that XML 1.0 cannot carry:
/// C0 and C1 controls, DEL, line and paragraph separators, every bidirectional control of
/// Unicode (the marks U+061C, U+200E, U+200F, the embeddings and overrides U+202A–U+202E, the
/// isolates U+2066–U+2069: "Trojan source"), the byte-order mark U+FEFF (a log that drops a
/// leading one would read `\u{FEFF}::error …` as a workflow command), and the non-characters
/// U+FFFE and U+FFFF.
/// Tab, line feed and carriage return are listed too: each syntax decides how to carry them.
func isUnsafeScalar(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF, 0xFFFE, 0xFFFF:
        return true
    default:
        return false
    }
}

/// Whether `text` holds an unsafe character: a byte scan while the text is ASCII (nearly every
/// message and path), since reporters ask this of every line they write.
func holdsUnsafeScalar(_ text: String) -> Bool {
    var text = text
    let ascii = text.withUTF8 { bytes in
        bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }
    return !ascii && text.unicodeScalars.contains(where: isUnsafeScalar)
}

/// The visible stand-in for an unsafe character: `\u{1B}`, the form the text reporter uses.
func visibleEscape(_ scalar: Unicode.Scalar) -> String {
    "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
}

/// Text with every unsafe character (line breaks and tabs included) shown as a visible escape:
/// for places where a value must stay on one line.
func oneLine(_ text: String) -> String {
    guard holdsUnsafeScalar(text) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
        if isUnsafeScalar(scalar) { result += visibleEscape(scalar) } else { result.unicodeScalars.append(scalar) }
    }
    return result
}

// MARK: - XML 1.0

/// XML escaping for the JUnit and Checkstyle reporters. No CDATA sections are written, so
/// `]]>` needs no special case: `>` is always written `&gt;`.
enum XML {
    /// An attribute value in double quotes. Tab, line feed and carriage return are written as
    /// character references so that attribute-value normalisation keeps them; every other
    /// unsafe character (which XML 1.0 either forbids or a terminal would obey) becomes a
    /// visible `\u{…}` escape.
    static func attribute(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t": result += "&#9;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            default: appendSafe(scalar, to: &result)
            }
        }
        return guardAgainstWorkflowCommands(result)
    }

    /// Character data. Line feeds stay (they separate the lines we write); a carriage return
    /// is a character reference (a parser would turn a raw one into a line feed).
    static func text(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\n": result += "\n"
            case "\t": result += "\t"
            case "\r": result += "&#13;"
            default: appendSafe(scalar, to: &result)
            }
        }
        return guardAgainstWorkflowCommands(result)
    }

    private static func appendSafe(_ scalar: Unicode.Scalar, to result: inout String) {
        if isUnsafeScalar(scalar) { result += visibleEscape(scalar) } else { result.unicodeScalars.append(scalar) }
    }

    /// The GitHub Actions runner treats `##[command]` anywhere in a log line as a (legacy)
    /// workflow command, so a report printed to a CI log must not contain it: the bracket is
    /// written as a character reference, which every XML reader turns back into `[`.
    private static func guardAgainstWorkflowCommands(_ text: String) -> String {
        text.holdsWorkflowMarker ? text.replacingOccurrences(of: "##[", with: "##&#91;") : text
    }
}

// MARK: - JSON

/// A JSON value written with keys in the order given, two-space indentation, and strings
/// escaped by `JSON.string` (every control character escaped), so no value from a file can
/// break the document or reach a terminal raw.
indirect enum JSONValue: Sendable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case array([JSONValue])
    case object([(String, JSONValue)])
    /// A value rendered before, by `renderedBytes(indent:)` at the indentation it is used at.
    case verbatim([UInt8])

    /// An object from pairs whose value may be absent; absent ones are left out.
    static func object(_ pairs: [(String, JSONValue?)]) -> JSONValue {
        .object(pairs.compactMap { key, value in value.map { (key, $0) } })
    }

    func rendered() -> String {
        String(decoding: renderedBytes(indent: 0), as: UTF8.self)
    }

    /// The value as UTF-8, its inner lines indented for a value that starts at `indent`.
    func renderedBytes(indent: Int) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(1 << 14)
        render(into: &output, indent: indent)
        return output
    }

    /// Written into one buffer: building each nested value as a string of its own copied every
    /// byte once per level of nesting.
    private func render(into output: inout [UInt8], indent: Int) {
        func newline(_ width: Int) {
            output.append(UInt8(ascii: "\n"))
            output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: width))
        }
        switch self {
        case .string(let text): JSON.appendString(text, to: &output)
        case .int(let number): output.append(contentsOf: String(number).utf8)
        case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .verbatim(let bytes): output.append(contentsOf: bytes)
        case .array(let items):
            guard !items.isEmpty else { return output.append(contentsOf: "[]".utf8) }
            output.append(UInt8(ascii: "["))
            for (offset, item) in items.enumerated() {
                if offset > 0 { output.append(UInt8(ascii: ",")) }
                newline(indent + 2)
                item.render(into: &output, indent: indent + 2)
            }
            newline(indent)
            output.append(UInt8(ascii: "]"))
        case .object(let pairs):
            guard !pairs.isEmpty else { return output.append(contentsOf: "{}".utf8) }
            output.append(UInt8(ascii: "{"))
            for (offset, (key, value)) in pairs.enumerated() {
                if offset > 0 { output.append(UInt8(ascii: ",")) }
                newline(indent + 2)
                JSON.appendString(key, to: &output)
                output.append(contentsOf: ": ".utf8)
                value.render(into: &output, indent: indent + 2)
            }
            newline(indent)
            output.append(UInt8(ascii: "}"))
        }
    }
}

// MARK: - Paths

enum ReportPath {
    /// The path as reported, without leading `./` segments: `./screens/a.yaml` and
    /// `screens/a.yaml` are the same file for every consumer.
    static func normalized(_ path: String) -> String {
        var rest = Substring(path)
        while rest.hasPrefix("./") {
            rest = rest.dropFirst(2)
            while rest.hasPrefix("/") { rest = rest.dropFirst() }
        }
        return rest.isEmpty ? path : String(rest)
    }

    static func isAbsolute(_ path: String) -> Bool { path.hasPrefix("/") }

    /// A path as a URI reference (RFC 3986): every byte of its UTF-8 form other than an
    /// unreserved character or `/` is percent-encoded, so spaces, `%`, `#`, `?`, `:` and
    /// control characters cannot change what the reference means. A relative path stays
    /// relative (a `:` in its first segment is encoded, so it cannot read as a scheme).
    static func uriReference(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
    }
}

// MARK: - Findings by file

extension LintReport {
    /// Every file with its findings, in report order: the linted files (clean ones too), then any
    /// other file a finding is in, each once.
    func findingsByFile() -> [(file: String, diagnostics: [Diagnostic])] {
        var byFile: [String: [Diagnostic]] = [:]
        for diagnostic in diagnostics { byFile[diagnostic.file, default: []].append(diagnostic) }
        var files = self.files
        var listed = Set(files)
        for diagnostic in diagnostics where listed.insert(diagnostic.file).inserted { files.append(diagnostic.file) }
        return files.map { ($0, byFile[$0] ?? []) }
    }
}

// MARK: - Fingerprints

/// The fingerprint of a finding, shared by SARIF (`partialFingerprints`) and GitLab
/// (`fingerprint`). It must survive edits elsewhere in the file, so it holds no line or
/// column:
///
///     SHA-256( "higlint-fingerprint/v1" NUL rule NUL path NUL message′ NUL occurrence )
///
/// where `path` is the normalised reported path, `message′` is the message with every run
/// of ASCII digits replaced by `0` (messages quote sizes and, for `duplicate-id` and
/// `duplicate-key`, the line of the first occurrence; a number that changes is still the
/// same finding), and `occurrence` counts earlier findings of the report with the same rule,
/// path and `message′` (0, 1, …), so distinct findings never share a fingerprint. The
/// message names what the finding is about (the element id, key or value), which stands in
/// for the element's path in the file.
enum Fingerprint {
    static func all(_ diagnostics: [Diagnostic]) -> [String] {
        var seen: [String: Int] = [:]
        return diagnostics.map { diagnostic in
            let key = [diagnostic.ruleID, ReportPath.normalized(diagnostic.file), normalizedMessage(diagnostic.message)]
                .joined(separator: "\u{0}")
            let occurrence = seen[key, default: 0]
            seen[key] = occurrence + 1
            return SHA256.hex(Array(("higlint-fingerprint/v1\u{0}" + key + "\u{0}" + String(occurrence)).utf8))
        }
    }

    static func normalizedMessage(_ message: String) -> String {
        var result = ""
        var inDigits = false
        for scalar in message.unicodeScalars {
            if ("0"..."9").contains(scalar) {
                if !inDigits { result += "0" }
                inDigits = true
            } else {
                inDigits = false
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

/// SHA-256 (FIPS 180-4), for fingerprints: small, dependency-free, checked against the
/// standard test vectors in ReporterTests.
enum SHA256 {
    private static let k: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    static func digest(_ message: [UInt8]) -> [UInt8] {
        var h: [UInt32] = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]
        var data = message
        let bitLength = UInt64(message.count) &* 8
        data.append(0x80)
        while data.count % 64 != 56 { data.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) { data.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }

        func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { (x >> n) | (x << (32 - n)) }
        var w = [UInt32](repeating: 0, count: 64)
        for chunk in stride(from: 0, to: data.count, by: 64) {
            for i in 0..<16 {
                let b = chunk + i * 4
                w[i] = UInt32(data[b]) << 24 | UInt32(data[b + 1]) << 16 | UInt32(data[b + 2]) << 8 | UInt32(data[b + 3])
            }
            for i in 16..<64 {
                let s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >> 3)
                let s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >> 10)
                w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
            }
            var a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], hh = h[7]
            for i in 0..<64 {
                let s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)
                let ch = (e & f) ^ (~e & g)
                let t1 = hh &+ s1 &+ ch &+ k[i] &+ w[i]
                let s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)
                let maj = (a & b) ^ (a & c) ^ (b & c)
                let t2 = s0 &+ maj
                hh = g; g = f; f = e; e = d &+ t1; d = c; c = b; b = a; a = t1 &+ t2
            }
            h[0] = h[0] &+ a; h[1] = h[1] &+ b; h[2] = h[2] &+ c; h[3] = h[3] &+ d
            h[4] = h[4] &+ e; h[5] = h[5] &+ f; h[6] = h[6] &+ g; h[7] = h[7] &+ hh
        }
        return h.flatMap { word in [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: word >> UInt32($0)) } }
    }

    static func hex(_ message: [UInt8]) -> String {
        let digits = Array("0123456789abcdef")
        var result = ""
        for byte in digest(message) {
            result.append(digits[Int(byte >> 4)])
            result.append(digits[Int(byte & 0x0F)])
        }
        return result
    }
}

extension Severity {
    /// SARIF's `level`: error, warning, note.
    var sarifLevel: String {
        switch self {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }
}
