/// Everything a reporter needs: the diagnostics in report order and what was linted.
public struct LintReport: Sendable {
    public var diagnostics: [Diagnostic]
    /// Every file linted, in report order, clean ones included (JUnit lists them).
    public var files: [String]

    public init(diagnostics: [Diagnostic], files: [String]) {
        self.diagnostics = diagnostics.sorted()
        self.files = files
    }

    public func count(_ severity: Severity) -> Int {
        diagnostics.reduce(0) { $0 + ($1.severity == severity ? 1 : 0) }
    }
}

/// A reporter turns a report into text: a pure function, no I/O.
public protocol Reporter: Sendable {
    func render(_ report: LintReport) -> String
}

/// Keeps text from a file (a name, an id, a value) from steering a terminal: control characters
/// and escape sequences are shown as `\u{1B}`-style escapes instead of being sent.
public func neutralizingControlCharacters(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
        if isControl(scalar) {
            result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
            result.unicodeScalars.append(scalar)
        }
    }
    return result
}

private func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
}
