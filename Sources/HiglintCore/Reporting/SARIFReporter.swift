/// SARIF 2.1.0 for GitHub code scanning and other SARIF viewers (cli.md, "The other reporters").
///
/// - `tool.driver.rules` lists every rule of `rules` (all guideline and schema rules, in a
///   fixed order, so a rule keeps its `ruleIndex` from one run to the next) and, after them,
///   a placeholder for any reported rule the list does not know: every `ruleId` is described.
/// - Results: `level` error / warning / note, `message.text`, one physical location whose
///   `artifactLocation.uri` is the reported path as a relative URI reference under
///   `%SRCROOT%` (an absolute path becomes a `file://` URI), and a region of 1-based lines and
///   columns; columns count Unicode scalars, so the run declares `columnKind`
///   `unicodeCodePoints`, and `endColumn` is the column after the last character.
/// - `partialFingerprints["higlint/v1"]` is `Fingerprint`: no line numbers in it.
public struct SARIFReporter: Reporter {
    public let rules: [RuleDescriptor]
    /// `rules` rendered once: they quote every guideline, and escaping them again for each
    /// report was most of the cost of a small run's SARIF.
    private let ruleValues: [JSONValue]
    /// The indentation of `runs[0].tool.driver.rules[i]`: six levels deep, two spaces a level.
    /// (ReporterTests checks every report's indentation against its nesting.)
    private static let ruleIndent = 12
    public var toolVersion: String
    /// `tool.driver.informationUri`: nil (left out) unless the caller has a real page to name.
    public var informationURI: String?
    public var locale: MessageLocale

    public static let fingerprintKey = "higlint/v1"

    public init(rules: [RuleDescriptor], toolVersion: String, informationURI: String? = nil,
                locale: MessageLocale = .en) {
        self.rules = rules
        self.ruleValues = rules.map { .verbatim(Self.rule($0).renderedBytes(indent: Self.ruleIndent)) }
        self.toolVersion = toolVersion
        self.informationURI = informationURI
        self.locale = locale
    }

    public func render(_ report: LintReport) -> String {
        var descriptors = ruleValues
        var index: [String: Int] = [:]
        for (offset, rule) in rules.enumerated() where index[rule.id] == nil { index[rule.id] = offset }
        for diagnostic in report.diagnostics where index[diagnostic.ruleID] == nil {
            index[diagnostic.ruleID] = descriptors.count
            descriptors.append(Self.rule(.placeholder(for: diagnostic.ruleID, severity: diagnostic.severity)))
        }

        let fingerprints = Fingerprint.all(report.diagnostics)
        let results: [JSONValue] = report.diagnostics.enumerated().map { offset, diagnostic in
            .object([
                ("ruleId", .string(diagnostic.ruleID)),
                ("ruleIndex", .int(index[diagnostic.ruleID] ?? 0)),
                ("level", .string(diagnostic.severity.sarifLevel)),
                ("message", .object([("text", .string(Self.plainText(diagnostic.message)))])),
                ("locations", .array([.object([("physicalLocation", .object([
                    ("artifactLocation", Self.artifactLocation(diagnostic.file)),
                    ("region", Self.region(diagnostic.range)),
                ]))])])),
                ("partialFingerprints", .object([(Self.fingerprintKey, .string(fingerprints[offset]))])),
            ])
        }

        let driver = JSONValue.object([
            ("name", .string("higlint")),
            ("version", .string(toolVersion)),
            ("semanticVersion", .string(toolVersion)),
        ] + (informationURI.map { [("informationUri", JSONValue.string($0))] } ?? []) + [
            ("rules", .array(descriptors)),
        ])
        let run = JSONValue.object([
            ("tool", .object([("driver", driver)])),
            ("language", .string(locale == .ko ? "ko-KR" : "en-US")),
            ("columnKind", .string("unicodeCodePoints")),
            ("originalUriBaseIds", .object([("%SRCROOT%", .object([
                ("description", .object([("text", .string("The repository root: paths are reported relative to the folder higlint ran in."))])),
            ]))])),
            ("results", .array(results)),
        ])
        let log = JSONValue.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ])
        return log.rendered() + "\n"
    }

    static func rule(_ rule: RuleDescriptor) -> JSONValue {
        .object([
            ("id", .string(rule.id)),
            ("name", .string(rule.name)),
            ("shortDescription", .object([("text", .string(plainText(rule.shortDescription)))])),
            ("fullDescription", .object([("text", .string(plainText(rule.fullDescription)))])),
            ("help", .object([("text", .string(plainText(rule.helpText))), ("markdown", .string(rule.helpMarkdown))])),
        ] + (rule.helpURI.map { [("helpUri", JSONValue.string($0))] } ?? []) + [
            ("defaultConfiguration", .object([
                ("enabled", .bool(rule.enabledByDefault)),
                ("level", .string(rule.defaultSeverity.sarifLevel)),
            ])),
            ("properties", .object([
                ("tags", .array(rule.tags.map { .string($0) })),
                ("problem.severity", .string(rule.defaultSeverity == .info ? "recommendation" : rule.defaultSeverity.rawValue)),
            ])),
        ])
    }

    static func artifactLocation(_ file: String) -> JSONValue {
        let path = ReportPath.normalized(file)
        if ReportPath.isAbsolute(path) {
            return .object([("uri", .string("file://" + ReportPath.uriReference(path)))])
        }
        return .object([("uri", .string(ReportPath.uriReference(path))), ("uriBaseId", .string("%SRCROOT%"))])
    }

    /// 1-based, `endColumn` exclusive; a range never ends before it starts.
    static func region(_ range: SourceRange) -> JSONValue {
        let startLine = max(1, range.start.line), startColumn = max(1, range.start.column)
        var endLine = max(startLine, range.end.line), endColumn = max(1, range.end.column)
        if range.end < range.start { endLine = startLine; endColumn = startColumn }
        if endLine == startLine { endColumn = max(endColumn, startColumn) }
        return .object([
            ("startLine", .int(startLine)), ("startColumn", .int(startColumn)),
            ("endLine", .int(endLine)), ("endColumn", .int(endColumn)),
        ])
    }

    /// A SARIF plain-text message: `{` and `}` doubled (SARIF §3.11.5: they mark placeholders),
    /// and, where the text holds `](` and so could read as an embedded link (§3.11.6), `\`, `[`
    /// and `]` escaped with a backslash. Control characters are kept for JSON to escape.
    static func plainText(_ text: String) -> String {
        var result = text
        if result.holds(ascii: "{") || result.holds(ascii: "}") {
            result = result.replacingOccurrences(of: "{", with: "{{").replacingOccurrences(of: "}", with: "}}")
        }
        if zip(result.utf8, result.utf8.dropFirst()).contains(where: { $0 == UInt8(ascii: "]") && $1 == UInt8(ascii: "(") }) {
            result = result.replacingOccurrences(of: "\\", with: "\\\\")
                .replacingOccurrences(of: "[", with: "\\[").replacingOccurrences(of: "]", with: "\\]")
        }
        return result
    }
}
