import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest
@testable import HiglintCore

/// The machine reporters: each one's escaping exactly, the promises consumers rely on
/// (SARIF rule ids described, line-independent fingerprints, unique JUnit case names, GitHub
/// columns only on one-line ranges), hostile names and values, and the shipped problem
/// matchers over the text reporter. scripts/check-reports.sh checks the same reports with
/// the consumers' own validators.
final class ReporterTests: XCTestCase {
    // MARK: - Helpers

    private func diagnostic(_ file: String = "screens/a.yaml", _ line: Int = 3, _ column: Int = 5,
                            endLine: Int? = nil, endColumn: Int? = nil, severity: Severity = .error,
                            rule: String = "popover-nested", message: String = "A message.") -> Diagnostic {
        Diagnostic(file: file, range: SourceRange(line: line, column: column, endLine: endLine ?? line, endColumn: endColumn ?? column + 4),
                   severity: severity, ruleID: rule, message: message)
    }

    private func sarif(_ report: LintReport) throws -> [String: Any] {
        let text = SARIFReporter(rules: RuleDescriptor.all(), toolVersion: "9.9.9").render(report)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    private func run(_ log: [String: Any]) -> [String: Any] {
        ((log["runs"] as? [[String: Any]]) ?? [[:]])[0]
    }

    /// Every reporter that writes machine output, by name.
    private var machineReporters: [(String, any Reporter)] {
        [("sarif", SARIFReporter(rules: RuleDescriptor.all(), toolVersion: "0")), ("junit", JUnitReporter()),
         ("checkstyle", CheckstyleReporter()), ("github", GitHubReporter()), ("gitlab", GitLabReporter()),
         ("json", JSONReporter())]
    }

    /// Names and values that try to break every syntax we write.
    static let hostileStrings = [
        "<b>&amp;\"quoted\" 'single' ]]> 100% a,b:c",
        "line\nfeed", "carriage\rreturn", "crlf\r\n::set-output name=x::y",
        "\u{1B}[2J::set-output name=x::y", "\u{1B}]8;;http://example.invalid\u{7}link",
        "##[error]legacy", "::error file=x,line=1::injected", "{0} [here](0) \\",
        "\u{202E}reversed\u{2028}separated\u{0}nul\u{9B}csi\u{FFFF}", "tab\there",
    ]

    // MARK: - SHA-256 and fingerprints

    func testSHA256MatchesTheStandardVectors() {
        let vectors = [
            ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
            ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
            ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
            ("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
             "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"),
            (String(repeating: "a", count: 55), "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"),
            (String(repeating: "a", count: 56), "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"),
            (String(repeating: "a", count: 64), "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"),
        ]
        for (message, digest) in vectors {
            XCTAssertEqual(SHA256.hex(Array(message.utf8)), digest, "\(message.count) bytes")
        }
    }

    private let fingerprintScreen = """
        screen: Editor
        platform: iPadOS
        elements:
          - id: format
            type: barButton
            presents:
              id: formatting
              type: popover
              dismiss: {outsideTap: save}
              content:
                - id: style
                  type: button
                  presents: {type: popover, dismiss: {outsideTap: save}}
          - id: format
            type: button
          - id: other
            type: button
            presents: {id: second, type: popover, dismiss: {outsideTap: save}, content: [{type: button, presents: {type: popover}}]}

        """

    private func fingerprints(_ text: String) throws -> (sarif: [String], gitlab: [String], lines: [Int]) {
        let report = LintReport(diagnostics: lint(text), files: ["screen.yaml"])
        let results = try XCTUnwrap(run(try sarif(report))["results"] as? [[String: Any]])
        let sarifPrints = results.compactMap { ($0["partialFingerprints"] as? [String: String])?[SARIFReporter.fingerprintKey] }
        let issues = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(GitLabReporter().render(report).utf8)) as? [[String: Any]])
        return (sarifPrints, issues.compactMap { $0["fingerprint"] as? String }, report.diagnostics.map(\.range.start.line))
    }

    func testFingerprintsDoNotMoveWhenLinesAreInsertedAbove() throws {
        let before = try fingerprints(fingerprintScreen)
        XCTAssertGreaterThanOrEqual(before.sarif.count, 3, "the screen should report several findings")
        XCTAssertTrue(lint(fingerprintScreen).contains { $0.ruleID == "duplicate-id" }, "duplicate-id quotes a line number")
        // Comments, a new element and blank lines above every finding.
        let edited = fingerprintScreen.replacingOccurrences(of: "elements:\n", with: """
            # A comment
            # and another

            elements:
              - id: newcomer
                type: label
                text: Added later

            """)
        let after = try fingerprints(edited)
        XCTAssertNotEqual(before.lines, after.lines, "the findings moved")
        XCTAssertEqual(before.sarif, after.sarif)
        XCTAssertEqual(before.gitlab, after.gitlab)
        XCTAssertEqual(Set(before.sarif).count, before.sarif.count, "distinct findings have distinct fingerprints")
        XCTAssertEqual(Set(before.gitlab).count, before.gitlab.count)
    }

    func testFingerprintsKeepIdenticalLookingFindingsApart() {
        let same = [diagnostic(message: "Same words."), diagnostic("screens/a.yaml", 9, 5, message: "Same words."),
                    diagnostic("screens/b.yaml", 3, 5, message: "Same words."), diagnostic(rule: "popover-warning", message: "Same words.")]
        let prints = Fingerprint.all(LintReport(diagnostics: same, files: []).diagnostics)
        XCTAssertEqual(Set(prints).count, 4)
        // Only the path as reported counts: ./screens/a.yaml is screens/a.yaml.
        XCTAssertEqual(Fingerprint.all([diagnostic("./screens/a.yaml")]), Fingerprint.all([diagnostic("screens/a.yaml")]))
        XCTAssertEqual(Fingerprint.normalizedMessage("700 pt at line 12, 3.5"), "0 pt at line 0, 0.0")
    }

    // MARK: - XML (JUnit, Checkstyle)

    func testXMLEscapingIsExact() {
        XCTAssertEqual(XML.attribute("a<b>&\"'\t\n\r]]>z"), "a&lt;b&gt;&amp;&quot;&apos;&#9;&#10;&#13;]]&gt;z")
        XCTAssertEqual(XML.text("a<b>&\"'\t\n\r]]>z"), "a&lt;b&gt;&amp;\"'\t\n&#13;]]&gt;z")
        // Characters XML 1.0 cannot carry, or a terminal would obey, become visible escapes.
        XCTAssertEqual(XML.attribute("\u{1B}[2J\u{0}\u{7F}\u{9B}\u{202E}\u{FFFF}"), "\\u{1B}[2J\\u{0}\\u{7F}\\u{9B}\\u{202E}\\u{FFFF}")
        XCTAssertEqual(XML.text("\u{1B}[31m"), "\\u{1B}[31m")
        // The runner reads ##[command] anywhere in a log line: never written as such.
        XCTAssertEqual(XML.attribute("##[error]x"), "##&#91;error]x")
        XCTAssertEqual(XML.text("##[add-mask]x"), "##&#91;add-mask]x")
        XCTAssertEqual(XML.text("é 😀"), "é 😀")
    }

    func testCheckstyleOutputIsExact() {
        let report = LintReport(diagnostics: [
            diagnostic("a&b.yaml", 3, 5, severity: .warning, rule: "popover-oversize", message: "Too \"wide\" <700>."),
            diagnostic("a&b.yaml", 7, 1, severity: .info, rule: "unknown-key", message: "x\ny"),
        ], files: ["a&b.yaml", "clean.json"])
        XCTAssertEqual(CheckstyleReporter().render(report), """
            <?xml version="1.0" encoding="UTF-8"?>
            <checkstyle version="4.3">
              <file name="a&amp;b.yaml">
                <error line="3" column="5" severity="warning" message="Too &quot;wide&quot; &lt;700&gt;." source="higlint.popover-oversize"/>
                <error line="7" column="1" severity="info" message="x&#10;y" source="higlint.unknown-key"/>
              </file>
              <file name="clean.json"/>
            </checkstyle>

            """)
    }

    func testJUnitHasOneCasePerRuleWithUniqueNamesAndAPassingCaseForCleanFiles() throws {
        let report = LintReport(diagnostics: [
            diagnostic("a.yaml", 3, 5, rule: "popover-nested", message: "First."),
            diagnostic("a.yaml", 9, 5, rule: "popover-nested", message: "Second."),
            diagnostic("a.yaml", 4, 1, severity: .warning, rule: "unknown-key", message: "Key."),
            diagnostic("b.yaml", 2, 2, severity: .info, rule: "popover-nested", message: "Other file."),
        ], files: ["a.yaml", "b.yaml", "clean.yaml"])
        let xml = JUnitReporter().render(report)
        let tree = try XMLTree(xml)
        let suites = tree.elements.filter { $0.name == "testsuite" }
        XCTAssertEqual(suites.map { $0.attributes["name"] }, ["a.yaml", "b.yaml", "clean.yaml"])
        let cases = tree.elements.filter { $0.name == "testcase" }
        var namesByFile: [String: [String]] = [:]
        for testcase in cases { namesByFile[testcase.attributes["classname"] ?? "", default: []].append(testcase.attributes["name"] ?? "") }
        XCTAssertEqual(namesByFile["a.yaml"].map(Set.init), ["unknown-key", "popover-nested"])
        XCTAssertEqual(namesByFile["a.yaml"]?.count, 2, "case names are unique within a file")
        XCTAssertEqual(namesByFile["b.yaml"], ["popover-nested"])
        XCTAssertEqual(namesByFile["clean.yaml"], ["higlint"])
        XCTAssertEqual(suites.map { $0.attributes["tests"] }, ["2", "1", "1"])
        XCTAssertEqual(suites.map { $0.attributes["failures"] }, ["2", "1", "0"])
        XCTAssertTrue(xml.contains("<failure type=\"error\" message=\"3:5: First. (+1)\">3:5: error: First.\n9:5: error: Second.</failure>"), xml)
        XCTAssertTrue(xml.contains("<failure type=\"info\" message=\"2:2: Other file.\">2:2: info: Other file.</failure>"), xml)
        XCTAssertTrue(xml.contains("<testsuites name=\"higlint\" tests=\"4\" failures=\"3\" errors=\"0\" time=\"0\">"), xml)
    }

    // MARK: - GitHub workflow commands

    func testWorkflowCommandEscapingIsExact() {
        XCTAssertEqual(GitHubReporter.data("100% a,b:c\r\nd"), "100%25 a,b:c%0D%0Ad")
        XCTAssertEqual(GitHubReporter.property("100% a,b:c\r\nd"), "100%25 a%2Cb%3Ac%0D%0Ad")
        XCTAssertEqual(GitHubReporter.data("%0A"), "%250A", "an escape-looking text stays text")
        XCTAssertEqual(GitHubReporter.data("\u{1B}[2J\u{7}"), "\\u{1B}[2J\\u{7}")
    }

    func testWorkflowCommandsCannotBeInjected() {
        let report = LintReport(diagnostics: [
            diagnostic("a,b:c.yaml", message: "x\n::set-output name=a::b"),
            diagnostic("line\nfile.yaml", severity: .warning, message: "y\r::error::z"),
            diagnostic(severity: .info, message: "::notice::w"),
        ], files: [])
        let output = GitHubReporter().render(report)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        XCTAssertEqual(lines.count, 3)
        XCTAssertFalse(output.unicodeScalars.contains("\r"))
        XCTAssertEqual(lines[0], "::error file=a%2Cb%3Ac.yaml,line=3,endLine=3,col=5,endColumn=9,title=popover-nested::x%0A::set-output name=a::b")
        XCTAssertEqual(lines[1], "::warning file=line%0Afile.yaml,line=3,endLine=3,col=5,endColumn=9,title=popover-nested::y%0D::error::z")
        XCTAssertEqual(lines[2], "::notice file=screens/a.yaml,line=3,endLine=3,col=5,endColumn=9,title=popover-nested::::notice::w")
    }

    func testGitHubSendsColumnsOnlyForOneLineRanges() {
        let report = LintReport(diagnostics: [
            diagnostic("./a.yaml", 3, 5, endLine: 6, endColumn: 2),
            diagnostic("./a.yaml", 8, 5, endLine: 8, endColumn: 12),
        ], files: [])
        XCTAssertEqual(GitHubReporter().render(report), """
            ::error file=a.yaml,line=3,endLine=6,title=popover-nested::A message.
            ::error file=a.yaml,line=8,endLine=8,col=5,endColumn=12,title=popover-nested::A message.

            """)
    }

    // MARK: - SARIF

    func testSARIFDescribesEveryRuleItReports() throws {
        let report = LintReport(diagnostics: [
            diagnostic("screens/a.yaml", 1, 1, rule: "popover-nested"), diagnostic("screens/a.yaml", 2, 1, severity: .warning, rule: "unknown-key"),
            diagnostic("screens/a.yaml", 3, 1, severity: .info, rule: "some-future-rule"),
        ], files: ["screens/a.yaml"])
        let run = run(try sarif(report))
        XCTAssertEqual(run["columnKind"] as? String, "unicodeCodePoints")
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "higlint")
        XCTAssertEqual(driver["version"] as? String, "9.9.9")
        XCTAssertNil(driver["informationUri"], "no made-up home page: higlint has none to name")
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        let ids = rules.compactMap { $0["id"] as? String }
        XCTAssertEqual(Set(ids).count, ids.count)
        for id in RuleRegistry.allIDs { XCTAssertTrue(ids.contains(id), "\(id) is described") }
        for rule in rules {
            XCTAssertNotNil((rule["shortDescription"] as? [String: String])?["text"])
            XCTAssertNotNil((rule["fullDescription"] as? [String: String])?["text"])
            XCTAssertNotNil((rule["help"] as? [String: String])?["text"])
            XCTAssertNotNil((rule["help"] as? [String: String])?["markdown"])
            // Guideline rules link the guideline's page; schema and meta rules, documented in
            // the project itself, have no page to link rather than a made-up one.
            let id = rule["id"] as? String ?? ""
            if RuleRegistry.rule(id) != nil {
                XCTAssertTrue((rule["helpUri"] as? String)?.hasPrefix("https://developer.apple.com/") == true, id)
            } else {
                XCTAssertNil(rule["helpUri"], id)
            }
        }
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, 3)
        for result in results {
            let id = try XCTUnwrap(result["ruleId"] as? String)
            let index = try XCTUnwrap(result["ruleIndex"] as? Int)
            XCTAssertEqual(ids[index], id, "ruleIndex points at the rule")
        }
        XCTAssertEqual(results.map { $0["level"] as? String }, ["error", "warning", "note"])
    }

    func testSARIFLocationsAreRelativeURIReferencesWithIntegerRegions() throws {
        let report = LintReport(diagnostics: [
            diagnostic("./screens/a b/c%#?:d é.yaml", 3, 5, endLine: 4, endColumn: 2),
            diagnostic("/abs/x y.yaml", 1, 1, endLine: 1, endColumn: 1),
            diagnostic("a:b.yaml", 2, 9, endLine: 2, endColumn: 3),
        ], files: [])
        let results = try XCTUnwrap(run(try sarif(report))["results"] as? [[String: Any]])
        func physical(_ index: Int) -> [String: Any] {
            ((results[index]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]) ?? [:]
        }
        let first = try XCTUnwrap(physical(0)["artifactLocation"] as? [String: String])
        XCTAssertEqual(first["uri"], "screens/a%20b/c%25%23%3F%3Ad%20%C3%A9.yaml")
        XCTAssertEqual(first["uriBaseId"], "%SRCROOT%")
        XCTAssertEqual(physical(0)["region"] as? [String: Int], ["startLine": 3, "startColumn": 5, "endLine": 4, "endColumn": 2])
        XCTAssertEqual(physical(1)["artifactLocation"] as? [String: String], ["uri": "file:///abs/x%20y.yaml"])
        XCTAssertEqual((physical(2)["artifactLocation"] as? [String: String])?["uri"], "a%3Ab.yaml", "a colon cannot read as a scheme")
        XCTAssertEqual(physical(2)["region"] as? [String: Int], ["startLine": 2, "startColumn": 9, "endLine": 2, "endColumn": 9],
                       "a region never ends before it starts")
    }

    func testSARIFMessagesAreSARIFPlainText() {
        XCTAssertEqual(SARIFReporter.plainText("use {0} and }"), "use {{0}} and }}")
        XCTAssertEqual(SARIFReporter.plainText("see [here](0) \\"), "see \\[here\\](0) \\\\")
        XCTAssertEqual(SARIFReporter.plainText("a [b] c"), "a [b] c", "brackets that cannot form a link stay")
    }

    func testRuleDescriptorsQuoteTheGuidelineForTheEditionAndLanguage() throws {
        let all = RuleDescriptor.all()
        XCTAssertEqual(all.map(\.id), RuleRegistry.allIDs)
        for descriptor in all {
            XCTAssertFalse(descriptor.shortDescription.isEmpty)
            XCTAssertFalse(descriptor.helpMarkdown.isEmpty)
            if RuleRegistry.rule(descriptor.id) != nil {
                XCTAssertTrue(descriptor.helpURI?.hasPrefix("https://developer.apple.com/") == true, descriptor.id)
            } else {
                XCTAssertNil(descriptor.helpURI, "\(descriptor.id): no page rather than a made-up one")
            }
        }
        // A rule with a catalog entry quotes its guideline, per edition and language.
        let id = "popover-nested"
        let entry = try XCTUnwrap(RuleCatalog.shared[id], "the catalog entry for \(id)")
        for edition in Edition.allCases {
            let descriptor = try XCTUnwrap(RuleDescriptor.all(edition: edition).first { $0.id == id })
            let guideline = try XCTUnwrap(entry.guideline(for: edition))
            XCTAssertEqual(descriptor.helpURI, guideline.url)
            XCTAssertTrue(descriptor.helpText.contains(guideline.quote), "\(edition): the quote")
            XCTAssertTrue(descriptor.helpMarkdown.contains("> "), "\(edition): a block quote")
            XCTAssertEqual(descriptor.shortDescription, entry.title.en)
        }
        let korean = try XCTUnwrap(RuleDescriptor.all(edition: .ios2017, locale: .ko).first { $0.id == id })
        XCTAssertEqual(korean.shortDescription, entry.title.ko)
        if let quote = entry.guideline(for: .ios2017)?.korean?.quote {
            XCTAssertTrue(korean.helpText.contains(quote))
        }
        XCTAssertEqual(RuleDescriptor.markdownText("a <b> & \\c"), "a \\<b\\> \\& \\\\c")
    }

    // MARK: - JSON (SARIF, GitLab)

    func testJSONLiteralsEscapeControlsBidiAndLegacyCommands() throws {
        XCTAssertEqual(JSON.string("a\"b\\c\n\r\t\u{1B}[2J"), "\"a\\\"b\\\\c\\n\\r\\t\\u001b[2J\"")
        XCTAssertEqual(JSON.string("\u{202E}x\u{2066}\u{2028}\u{FFFF}"), "\"\\u202ex\\u2066\\u2028\\uffff\"")
        XCTAssertEqual(JSON.string("##[set-output name=x;]y"), "\"##\\u005bset-output name=x;]y\"")
        XCTAssertEqual(JSON.string("é 😀 <&> ]]>"), "\"é 😀 <&> ]]>\"")
        // What a JSON reader gets back is the original text.
        for hostile in Self.hostileStrings {
            let decoded = try JSONSerialization.jsonObject(with: Data("[\(JSON.string(hostile))]".utf8)) as? [String]
            XCTAssertEqual(decoded, [hostile], hostile.debugDescription)
        }
    }

    /// `JSON.string` works on bytes for speed; it must escape exactly what the scalar-by-scalar
    /// definition escapes, for every scalar next to a boundary of `isUnsafeScalar` and for `##[`
    /// however it is formed.
    func testJSONStringEscapesExactlyWhatTheScalarDefinitionEscapes() {
        func reference(_ text: String) -> String {
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
            return result.replacingOccurrences(of: "##[", with: "##\\u005b")
        }
        let boundaries: [ClosedRange<UInt32>] = [0x00...0x22, 0x5A...0x60, 0x7E...0xA1, 0x061B...0x061D, 0x200D...0x2010,
                                                   0x2027...0x202F, 0x2065...0x206A,
                                                   0xFFFC...0xFFFF, 0x1_0000...0x1_0001, 0xE000...0xE001]
        let scalars: [Unicode.Scalar] = boundaries.flatMap { range in range.compactMap { Unicode.Scalar($0) } }
            + ["#", "#", "[", "é", "한", "😀"]
        for scalar in scalars {
            let text = "a" + String(scalar) + "b"
            XCTAssertEqual(JSON.string(text), reference(text), "U+\(String(scalar.value, radix: 16))")
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            var text = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...12, using: &generator) { text.append(scalars.randomElement(using: &generator)!) }
            XCTAssertEqual(JSON.string(String(text)), reference(String(text)), String(text).debugDescription)
        }
    }

    /// SARIF writes its rule descriptions rendered in advance; every line of every JSON report
    /// must still be indented by its depth.
    func testJSONReportsIndentEveryLineByItsDepth() {
        let report = LintReport(diagnostics: [diagnostic(), diagnostic(rule: "no-such-rule", message: "x [y] {z}")],
                                files: ["screens/a.yaml"])
        for (name, reporter) in machineReporters where ["sarif", "gitlab"].contains(name) {
            var depth = 0
            for (number, line) in reporter.render(report).split(separator: "\n").enumerated() {
                let indent = line.prefix(while: { $0 == " " }).count
                let closes = line.dropFirst(indent).first.map { $0 == "}" || $0 == "]" } ?? false
                XCTAssertEqual(indent, 2 * (depth - (closes ? 1 : 0)), "\(name) line \(number + 1): \(line)")
                var inString = false, escaped = false
                for character in line {
                    if escaped { escaped = false; continue }
                    switch character {
                    case "\\" where inString: escaped = true
                    case "\"": inString.toggle()
                    case "{", "[": if !inString { depth += 1 }
                    case "}", "]": if !inString { depth -= 1 }
                    default: break
                    }
                }
            }
            XCTAssertEqual(depth, 0, name)
        }
    }

    // MARK: - GitLab

    func testGitLabSeveritiesAndShape() throws {
        let report = LintReport(diagnostics: [
            diagnostic("./a.yaml", 3, 5, endLine: 5, endColumn: 1, severity: .error),
            diagnostic("./a.yaml", 4, 5, severity: .warning, rule: "unknown-key"),
            diagnostic("./a.yaml", 5, 5, severity: .info, rule: "x-info"),
        ], files: [])
        let issues = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(GitLabReporter().render(report).utf8)) as? [[String: Any]])
        XCTAssertEqual(issues.map { $0["severity"] as? String }, ["major", "minor", "info"])
        XCTAssertEqual(issues.map { $0["check_name"] as? String }, ["popover-nested", "unknown-key", "x-info"])
        let location = try XCTUnwrap(issues[0]["location"] as? [String: Any])
        XCTAssertEqual(location["path"] as? String, "a.yaml")
        XCTAssertEqual(location["lines"] as? [String: Int], ["begin": 3, "end": 5])
        XCTAssertEqual(GitLabReporter().render(LintReport(diagnostics: [], files: ["a.yaml"])), "[]\n")
    }

    // MARK: - Hostile names and values, through every reporter

    /// Diagnostics whose file names and messages hold every hostile string, made by linting
    /// real files in a temporary folder (names with CR, LF and escapes cannot live in git).
    private func hostileReport() throws -> LintReport {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("higlint-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var diagnostics: [Diagnostic] = []
        var files: [String] = []
        for (offset, hostile) in Self.hostileStrings.enumerated() {
            let name = "\(offset) \(hostile.replacingOccurrences(of: "\u{0}", with: "").replacingOccurrences(of: "/", with: "_")).yaml"
            let quoted = JSON.string(hostile)
            let text = """
                screen: \(quoted)
                platform: iPadOS
                elements:
                  - {id: \(quoted), type: button}
                  - {id: \(quoted), type: button, presents: {id: \(quoted), type: popover, dismiss: {outsideTap: save}, passthrough: [\(quoted)], content: [{type: button, presents: {type: popover}}]}}
                  - {type: button, \(quoted): 1, role: \(quoted)}

                """
            let url = folder.appendingPathComponent(name)
            try Data(text.utf8).write(to: url)
            let bytes = try XCTUnwrap(FileManager.default.contents(atPath: url.path))
            diagnostics += Linter().lint(bytes: [UInt8](bytes), path: name)
            files.append(name)
        }
        // Whole files whose names hold < & " ]]> % , : too (made here: a Windows checkout
        // cannot hold such names, so they are not kept in git).
        for (name, text) in Self.hostileFiles.sorted(by: { $0.key < $1.key }) {
            let url = folder.appendingPathComponent(name)
            try Data(text.utf8).write(to: url)
            diagnostics += Linter().lint(bytes: [UInt8](try Data(contentsOf: url)), path: "hostile-names/" + name)
            files.append("hostile-names/" + name)
        }
        return LintReport(diagnostics: diagnostics, files: files)
    }

    /// Hostile files by name: ids, keys and values that try every syntax, in YAML and JSON.
    static let hostileFiles: [String: String] = [
        #"<b>&amp;"quoted" ]]> 100% a,b 10:30:45.yaml"#: #"""
        # Hostile strings in a file name, ids, keys and values. Every reporter must keep its own syntax:
        # no XML tag, no workflow command, no terminal escape may come out of this file.
        screen: "<script>alert(1)</script> & \"]]> %0A %25 ,:"
        platform: iPadOS
        elements:
          - id: "\e[2J::set-output name=x::y"
            type: button
          - id: "\e[2J::set-output name=x::y"
            type: button
            presents:
              id: "a\r\n::error file=x,line=1::injected ]]> <b>&amp; %0A %25 , : {0} [here](0)"
              type: popover
              dismiss: {outsideTap: save}
              passthrough: ["\n::set-output name=z::w", "##[error]legacy ]]> <!-- -->", "\e]8;;http://example.invalid\a"]
              content:
                - type: button
                  presents: {type: popover, dismiss: {outsideTap: save}}
          - type: button
            "key\r\n::warning::x<&>\"]]>%3A%2C": 1
            role: "\e[31mred\e[0m \u202Ereversed\u202C \u2028 {{0}}"
        """#,
        #"&lt;json&gt; "]]>" %25 x,y:z.json"#: #"""
        {"screen": "JSON <&> \"]]>\"", "platform": "iPadOS", "elements": [
          {"id": "\u001b[2J::set-output name=x::y", "type": "button"},
          {"id": "\u001b[2J::set-output name=x::y", "type": "button",
           "presents": {"id": "\r\n::notice::n%0A", "type": "popover", "dismiss": {"outsideTap": "save"},
                        "passthrough": ["\u2028::set-output name=q::r", "]]>&lt;", "\u0000nul\u0007bel\u007fdel\u009bcsi"],
                        "content": [{"type": "button", "presents": {"type": "popover", "dismiss": {"outsideTap": "save"}}}]}},
          {"type": "button", "\n::error::k,e:y%": true, "role": "\u001b[0m\ud83d\ude00\uFFFF"}
        ]}
        """#,
    ]

    func testHostileNamesAndValuesNeverBreakAReport() throws {
        let report = try hostileReport()
        XCTAssertGreaterThan(report.diagnostics.count, Self.hostileStrings.count * 4)
        for hostile in ["\u{1B}[2J::set-output name=x::y", "crlf\r\n::set-output name=x::y", "]]>"] {
            XCTAssertTrue(report.diagnostics.contains { $0.message.contains(hostile) }, "a message quotes \(hostile.debugDescription)")
        }
        for (name, reporter) in machineReporters + [("text", TextReporter())] {
            let output = reporter.render(report)
            XCTAssertFalse(output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B || $0.value == 0x07 },
                           "\(name): a terminal escape reached the output raw")
            XCTAssertFalse(output.unicodeScalars.contains("\r"), "\(name): a raw carriage return")
            XCTAssertFalse(output.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) || $0.value == 0x2028 },
                           "\(name): a bidirectional override or line separator raw")
            for line in output.split(separator: "\n") {
                // The runner trims Unicode white space (.NET's TrimStart) before it looks for `::`.
                let trimmed = Substring(line.unicodeScalars.drop { $0.properties.isWhitespace })
                if name == "github" {
                    XCTAssertTrue(line.hasPrefix("::error ") || line.hasPrefix("::warning ") || line.hasPrefix("::notice "),
                                  "github: \(line.debugDescription)")
                } else {
                    XCTAssertFalse(trimmed.hasPrefix("::"), "\(name): a line reads as a workflow command: \(line.debugDescription)")
                    XCTAssertFalse(line.contains("##["), "\(name): a legacy workflow command: \(line.debugDescription)")
                }
            }
            switch name {
            case "junit", "checkstyle":
                XCTAssertNoThrow(try XMLTree(output), "\(name) is well-formed XML")
                XCTAssertFalse(output.contains("<b>"), "\(name): a tag from a file")
                XCTAssertFalse(output.contains("CDATA"))
            case "sarif", "gitlab", "json":
                XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(output.utf8)), "\(name) is valid JSON")
            case "github":
                XCTAssertEqual(output.split(separator: "\n").count, report.diagnostics.count, "github: one line per finding")
            default:
                XCTAssertEqual(output.split(separator: "\n").count, report.diagnostics.count, "text: one line per finding")
            }
        }
        // File names survive the XML reports exactly where XML 1.0 can carry them.
        let tree = try XMLTree(JUnitReporter().render(report))
        let suites = tree.elements.filter { $0.name == "testsuite" }.compactMap { $0.attributes["name"] }
        XCTAssertTrue(suites.contains("0 <b>&amp;\"quoted\" 'single' ]]> 100% a,b:c.yaml"))
        XCTAssertTrue(suites.contains("1 line\nfeed.yaml"))
        XCTAssertTrue(suites.contains("2 carriage\rreturn.yaml"))
        XCTAssertTrue(suites.contains("4 \\u{1B}[2J::set-output name=x::y.yaml"))
        for name in Self.hostileFiles.keys { XCTAssertTrue(suites.contains("hostile-names/" + name), name) }
    }

    /// Every bidirectional control of Unicode (and the line and paragraph separators) is
    /// escaped by every reporter, wherever a file's text is echoed: in names and in messages.
    func testEveryBidiControlIsEscapedByEveryReporter() {
        let controls: [Unicode.Scalar] = ["\u{061C}", "\u{200E}", "\u{200F}", "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}",
                                          "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}", "\u{2028}", "\u{2029}"]
        for control in controls {
            let hidden = "admin" + String(control) + "txt"
            let report = LintReport(diagnostics: [diagnostic(hidden + ".yaml", message: "The id '\(hidden)' is used twice.")],
                                    files: [hidden + ".yaml"])
            for (name, reporter) in machineReporters + [("text", TextReporter()), ("color", TextReporter(color: true))] {
                let output = reporter.render(report)
                XCTAssertFalse(output.unicodeScalars.contains(control), "\(name) printed U+\(String(control.value, radix: 16)) raw")
            }
            let hex = String(control.value, radix: 16, uppercase: true)
            XCTAssertTrue(TextReporter().render(report).contains("admin\\u{\(hex)}txt"), hex)
            XCTAssertTrue(JSONReporter().render(report).contains("admin\\u" + String(repeating: "0", count: 4 - hex.count) + hex.lowercased() + "txt"), hex)
            XCTAssertFalse(safeLogLine(hidden).unicodeScalars.contains(control), "standard error, U+\(hex)")
        }
    }

    /// GitHub's runner trims a log line's leading white space (.NET's `TrimStart`: Unicode's
    /// White_Space) before it reads `::` as a workflow command. No reporter but `github` may
    /// write such a line, and `github` only its own.
    func testNoLineReadsAsAWorkflowCommandOnceItsLeadingWhiteSpaceIsTrimmed() {
        let spaces = [" ", "  ", "\u{A0}", "\u{3000}", "\u{2003}", "\u{1680}", "\u{202F}", "\t", "\u{0B}", "\u{85}", "\u{2028}", ""]
        var diagnostics: [Diagnostic] = []
        for space in spaces {
            diagnostics.append(diagnostic(space + "::error title=Scan passed::All green.yaml", message: "\n" + space + "::warning::m"))
        }
        let report = LintReport(diagnostics: diagnostics, files: diagnostics.map(\.file))
        func isCommand(_ line: Substring) -> Bool {
            line.unicodeScalars.drop { $0.properties.isWhitespace }.starts(with: "::".unicodeScalars)
        }
        for (name, reporter) in machineReporters + [("text", TextReporter()), ("color", TextReporter(color: true))] {
            for line in reporter.render(report).split(separator: "\n") {
                if name == "github" {
                    XCTAssertTrue(line.hasPrefix("::error file="), line.debugDescription)
                } else {
                    XCTAssertFalse(isCommand(line), "\(name): \(line.debugDescription)")
                }
            }
        }
        for space in spaces {
            XCTAssertFalse(isCommand(Substring(safeLogLine(space + "::error::x"))), "standard error: \(space.debugDescription)")
            XCTAssertFalse(isCommand(Substring(safeLogLine(space + PathText.displayed(space + "::error::x")))))
        }
        // Stale baseline entries name files from the baseline, which a pull request may change.
        let baseline = Baseline(entries: spaces.map { Baseline.Entry(rule: "popover-nested", file: $0 + "::error::f", locator: "x", message: "") },
                                directory: "/nowhere")
        for line in BaselineFilter(baseline).summary() {
            XCTAssertFalse(isCommand(Substring(safeLogLine(line))), line.debugDescription)
        }
    }

    // MARK: - Problem matchers over the text reporter

    private struct Matcher {
        var regex: NSRegularExpression
        var groups: [String: Int]
        var defaultSeverity: String?
    }

    private func loadMatchers() throws -> (github: [Matcher], vscode: [Matcher]) {
        func json(_ path: String) throws -> [String: Any] {
            let data = try Data(contentsOf: Checkout.root.appendingPathComponent(path))
            return try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any], path)
        }
        func matcher(_ pattern: [String: Any], severity: String?) throws -> Matcher {
            let regex = try NSRegularExpression(pattern: try XCTUnwrap(pattern["regexp"] as? String))
            var groups: [String: Int] = [:]
            for key in ["file", "line", "column", "severity", "message", "code"] { groups[key] = pattern[key] as? Int }
            return Matcher(regex: regex, groups: groups, defaultSeverity: severity)
        }
        let github = try XCTUnwrap(try json(".github/higlint-problem-matcher.json")["problemMatcher"] as? [[String: Any]])
        let tasks = try XCTUnwrap(try json(".vscode/tasks.json")["tasks"] as? [[String: Any]])
        return (
            try github.map { try matcher(try XCTUnwrap(($0["pattern"] as? [[String: Any]])?.first), severity: $0["severity"] as? String) },
            try tasks.map { try matcher(try XCTUnwrap(($0["problemMatcher"] as? [String: Any])?["pattern"] as? [String: Any]), severity: nil) }
        )
    }

    private func apply(_ matcher: Matcher, to line: String) -> [String: String]? {
        let whole = NSRange(line.startIndex..., in: line)
        guard let match = matcher.regex.firstMatch(in: line, range: whole) else { return nil }
        var values: [String: String] = [:]
        for (key, group) in matcher.groups {
            guard let range = Range(match.range(at: group), in: line) else { return nil }
            values[key] = String(line[range])
        }
        if values["severity"] == nil { values["severity"] = matcher.defaultSeverity }
        return values
    }

    private func allFixtureFiles() throws -> [URL] {
        guard let walker = FileManager.default.enumerator(at: Checkout.fixtures, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { ["yaml", "yml", "json"].contains($0.pathExtension) }.sorted { $0.path < $1.path }
    }

    func testProblemMatchersReadEveryTextLine() throws {
        let (github, vscode) = try loadMatchers()
        XCTAssertEqual(github.count, 2)
        XCTAssertEqual(vscode.count, 2)
        var diagnostics: [Diagnostic] = []
        let files = try allFixtureFiles()
        XCTAssertFalse(files.isEmpty)
        for url in files {
            let name = String(url.path.dropFirst(Checkout.root.path.count + 1))
            diagnostics += Linter().lint(bytes: [UInt8](try Data(contentsOf: url)), path: name)
        }
        diagnostics += try hostileReport().diagnostics
        // No fixture reports at info today: add some, and some at every severity with odd names.
        for severity in Severity.allCases {
            diagnostics.append(diagnostic("C:\\screens\\x.yaml", 4, 2, severity: severity, rule: "popover-oversize", message: "Has [brackets] and: colons."))
            diagnostics.append(diagnostic("10:30:45 a,b.yaml", 12, 7, severity: severity, rule: "unknown-key", message: "x: 1:2: error: y [z]"))
        }
        let report = LintReport(diagnostics: diagnostics, files: [])
        let lines = TextReporter().render(report).split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        XCTAssertEqual(lines.count, report.diagnostics.count)
        XCTAssertTrue(report.diagnostics.contains { $0.severity == .info })

        for (line, diagnostic) in zip(lines, report.diagnostics) {
            let expected = [
                "file": neutralizingControlCharacters(PathText.displayed(diagnostic.file)), "line": String(diagnostic.range.start.line),
                "column": String(diagnostic.range.start.column), "message": neutralizingControlCharacters(diagnostic.message),
                "code": diagnostic.ruleID,
            ]
            // GitHub: the runner takes the first matcher that matches with a severity it supports
            // (error, warning, notice); any other severity is dropped, so info has its own matcher.
            let githubValues = github.lazy.compactMap { self.apply($0, to: line) }
                .first { ["error", "warning", "notice"].contains($0["severity"] ?? "") }
            var wanted = expected
            wanted["severity"] = diagnostic.severity == .info ? "notice" : diagnostic.severity.rawValue
            XCTAssertEqual(githubValues, wanted, "GitHub matcher on \(line.debugDescription)")
            for matcher in vscode {
                wanted["severity"] = diagnostic.severity.rawValue
                XCTAssertEqual(apply(matcher, to: line), wanted, "VS Code matcher on \(line.debugDescription)")
            }
        }
    }
}

/// A flat list of the elements of an XML document, parsed by Foundation's XMLParser:
/// throws unless the document is well-formed.
private final class XMLTree: NSObject, XMLParserDelegate {
    struct Node {
        var name: String
        var attributes: [String: String]
    }

    private(set) var elements: [Node] = []

    struct Malformed: Error {
        var description: String
    }

    init(_ text: String) throws {
        super.init()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = self
        guard parser.parse() else {
            throw Malformed(description: parser.parserError.map { "\($0)" } ?? "not well-formed")
        }
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        elements.append(Node(name: elementName, attributes: attributes))
    }
}

/// The text and JSON reports end up in CI logs too: nothing from a file may become a GitHub
/// workflow command there, reorder text, or steer a terminal.
final class LogSafetyTests: XCTestCase {
    private let hostile = Diagnostic(
        file: "::error file=x::owned.yaml", range: SourceRange(line: 1, column: 1, endLine: 1, endColumn: 2),
        severity: .error, ruleID: "invalid-value",
        message: "'id' is '##[set-output name=x;]y \u{1B}[2J \u{202E}cba'")

    func testTextReportCannotStartOrEmbedAWorkflowCommand() {
        let text = TextReporter().render(LintReport(diagnostics: [hostile], files: [hostile.file]))
        XCTAssertFalse(text.hasPrefix("::"))
        XCTAssertFalse(text.contains("##["))
        XCTAssertFalse(text.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" })
        XCTAssertTrue(text.hasPrefix("\\u{3A}:error file=x::owned.yaml:1:1: error: "), text)
    }

    func testJSONReportEscapesCommandsAndBidiButReadsBackTheSame() throws {
        let text = JSONReporter().render(LintReport(diagnostics: [hostile], files: [hostile.file]))
        XCTAssertFalse(text.contains("##["))
        XCTAssertFalse(text.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" })
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        let diagnostic = (object?["diagnostics"] as? [[String: Any]])?.first
        XCTAssertEqual(diagnostic?["message"] as? String, hostile.message)
        XCTAssertEqual(diagnostic?["file"] as? String, hostile.file)
    }
}
