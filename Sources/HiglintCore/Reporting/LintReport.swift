/// Everything a reporter needs: the diagnostics in report order and what was linted.
public struct LintReport: Sendable {
    public var diagnostics: [Diagnostic]
    /// Every file linted, in report order, clean ones included (JUnit lists them).
    public var files: [String]
    /// Pictures of each file's screens, by file, for the formats that draw (`ReportFormat.draws`);
    /// empty for the others.
    public var drawings: [String: [ScreenDrawing]] = [:]
    /// What the run read, for the summary: `files` linted, popovers read, files passed over.
    public var counts: ReadCounts?

    public init(diagnostics: [Diagnostic], files: [String]) {
        self.diagnostics = diagnostics.sorted()
        self.files = files
    }

    public func count(_ severity: Severity) -> Int {
        diagnostics.reduce(0) { $0 + ($1.severity == severity ? 1 : 0) }
    }
}

/// What a run read (docs/cli.md, "What was read"): a silent run must not look like a clean one.
public struct ReadCounts: Sendable, Equatable {
    /// Files linted (passed-over files not included).
    public var files: Int
    /// Popovers read, each once however many contexts or files read it.
    public var popovers: Int
    /// Files of a kind higlint reads that a walk passed over: YAML and JSON files that are not
    /// screen descriptions, Swift files over the size limit that name no presentation API.
    public var passedOver: Int

    public init(files: Int, popovers: Int, passedOver: Int) {
        self.files = files
        self.popovers = popovers
        self.passedOver = passedOver
    }
}

extension LintReport {
    /// The counts given, else those the report itself knows (its files; nothing read).
    var readCounts: ReadCounts { counts ?? ReadCounts(files: files.count, popovers: 0, passedOver: 0) }
}

/// A reporter turns a report into text: a pure function, no I/O.
public protocol Reporter: Sendable {
    func render(_ report: LintReport) -> String
}

/// Keeps text from a file (a name, an id, a value) from steering a terminal: control characters
/// and escape sequences are shown as `\u{1B}`-style escapes instead of being sent.
public func neutralizingControlCharacters(_ text: String) -> String {
    // `##[` anywhere in a CI log line is a GitHub workflow command: break it visibly.
    let text = text.holdsWorkflowMarker ? text.replacingOccurrences(of: "##[", with: "##\\u{5B}") : text
    guard holdsUnsafeScalar(text) else { return text }
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
    isUnsafeScalar(scalar)
}

/// A line for a terminal or a CI log: neutralised, and never starting with `::`, which the
/// GitHub Actions runner reads as a workflow command once it has trimmed the line's leading
/// white space (.NET's `TrimStart`: spaces, U+00A0, U+3000 and the rest of Unicode's white
/// space). The first colon is shown escaped.
public func safeLogLine(_ line: String) -> String {
    let neutral = neutralizingControlCharacters(line)
    let scalars = neutral.unicodeScalars
    let command = scalars.firstIndex { !$0.properties.isWhitespace } ?? scalars.endIndex
    guard scalars[command...].starts(with: "::".unicodeScalars) else { return neutral }
    var result = String(scalars[..<command])
    result += "\\u{3A}"
    result.unicodeScalars.append(contentsOf: scalars[scalars.index(after: command)...])
    return result
}

extension String {
    /// Whether the text holds `##[`, found with a byte scan: `String.contains` on a string goes
    /// through Foundation's locale-aware search, thousands of instructions per call, and
    /// reporters ask this of every message.
    var holdsWorkflowMarker: Bool {
        var hashes = 0
        for byte in utf8 {
            if byte == UInt8(ascii: "#") {
                hashes += 1
            } else {
                if byte == UInt8(ascii: "["), hashes >= 2 { return true }
                hashes = 0
            }
        }
        return false
    }

    /// Whether the text holds this ASCII character, by a byte scan (see `holdsWorkflowMarker`).
    func holds(ascii character: Unicode.Scalar) -> Bool {
        utf8.contains(UInt8(ascii: character))
    }
}
