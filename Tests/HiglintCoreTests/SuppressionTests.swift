import XCTest
@testable import HiglintCore

/// `# higlint-…` comments: each form hides exactly what it names, and a suppression that hides
/// nothing, or names no rule, is reported.
final class SuppressionTests: XCTestCase {
    /// Lints in edition ios-2011, whose 600-point width limit the screens below break.
    private func lint(_ text: String, name: String = "screen.yaml") -> [Diagnostic] {
        HiglintCoreTests.lint(text, name: name, edition: .ios2011)
    }

    /// Two popovers over the 600-point width of edition ios-2011 (lines 8 and 13).
    private func screen(_ comments: [Int: String], trailing: [Int: String] = [:]) -> String {
        let lines = [
            "screen: A",
            "platform: iPadOS",
            "elements:",
            "  - id: share",
            "    type: button",
            "    presents:",
            "      type: popover",
            "      size: {width: 700, height: 200}",
            "  - id: more",
            "    type: button",
            "    presents:",
            "      type: popover",
            "      size: {width: 800, height: 200}",
        ]
        var output: [String] = []
        for (index, line) in lines.enumerated() {
            if let comment = comments[index + 1] { output.append(comment) }
            output.append(line + (trailing[index + 1].map { "  " + $0 } ?? ""))
        }
        return output.joined(separator: "\n") + "\n"
    }

    private func places(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.range.start.line):\($0.range.start.column) \($0.ruleID)" }
    }

    func testWithoutCommentsBothPopoversAreOversize() {
        XCTAssertEqual(places(lint(screen([:]))), ["8:7 popover-oversize", "13:7 popover-oversize"])
    }

    func testDisableNextLineCoversOnlyTheNextCodeLine() {
        let text = screen([8: "      # higlint-disable-next-line popover-oversize -- approved by design review"])
        XCTAssertEqual(places(lint(text)), ["14:7 popover-oversize"])
    }

    func testStackedNextLineCommentsSkipEachOther() {
        let text = screen([8: "      # higlint-disable-next-line popover-oversize\n      # higlint-disable-next-line popover-arrow"])
        let result = places(lint(text))
        XCTAssertEqual(result.filter { $0.hasSuffix("popover-oversize") }, ["15:7 popover-oversize"])
        XCTAssertEqual(result.filter { $0.hasSuffix("unused-suppression") }, ["9:35 unused-suppression"], "the arrow suppression hides nothing")
    }

    func testDisableLineIsTrailing() {
        let text = screen([:], trailing: [8: "# higlint-disable-line popover-oversize"])
        XCTAssertEqual(places(lint(text)), ["13:7 popover-oversize"])
    }

    func testBlockDisableAndEnable() {
        let text = screen([7: "      # higlint-disable popover-oversize", 9: "  # higlint-enable popover-oversize"])
        XCTAssertEqual(places(lint(text)), ["15:7 popover-oversize"])
    }

    func testDisableFileAndAll() {
        XCTAssertEqual(places(lint(screen([1: "# higlint-disable-file popover-oversize"]))), [])
        XCTAssertEqual(places(lint(screen([1: "# higlint-disable-file all"]))), [])
        XCTAssertEqual(places(lint(screen([8: "      # higlint-disable-next-line"]))), ["14:7 popover-oversize"])
    }

    func testUnusedAndMisspelledSuppressionsAreReported() {
        let text = screen([1: "# higlint-disable-file popover-nested, popover-oversiz"])
        let diagnostics = lint(text)
        XCTAssertEqual(places(diagnostics), ["1:24 unused-suppression", "1:40 unused-suppression", "9:7 popover-oversize", "14:7 popover-oversize"])
        XCTAssertEqual(diagnostics[1].message, "'popover-oversiz' is not a rule; did you mean 'popover-oversize'?")
        XCTAssertEqual(diagnostics[0].severity, .warning)
    }

    func testUnusedSuppressionIsConfigurable() {
        let text = screen([1: "# higlint-disable-file popover-nested"])
        let configuration = LintConfiguration(severities: [Suppressions.ruleID: Severity?.none])
        let diagnostics = Linter(configuration: configuration).lint(bytes: Array(text.utf8), path: "a.yaml")
        XCTAssertFalse(diagnostics.contains { $0.ruleID == Suppressions.ruleID })
    }

    func testHashInsideQuotesOrPlainScalarsIsNotAComment() {
        let directives = YAMLComments.directives(in: Array("""
        title: "# higlint-disable-file all"
        label: 'x # higlint-disable-file all'
        text: a#higlint-disable-file all
        help: ok # higlint-disable-line popover-word-in-copy
        """.utf8))
        XCTAssertEqual(directives.count, 1)
        XCTAssertEqual(directives.first?.kind, .line)
        XCTAssertEqual(directives.first?.range.start, SourcePosition(line: 4, column: 10))
    }

    /// A block scalar's lines are text, however they look: help that quotes a suppression must
    /// not hide every finding of the file (issue #21). Its header line may hold a real comment.
    func testTextInsideBlockScalarsIsNeverASuppression() {
        let text = screen([:]).replacingOccurrences(of: "  - id: share\n", with: """
              - id: share
                help: |
                  # higlint-disable-file all
                  Write # higlint-disable-line all after a key to hide it.
                text: >-
                  # higlint-disable all
                  folded
                label: "first line
                  # higlint-disable-file all
                  last line"

            """)
        XCTAssertEqual(places(lint(text)), ["17:7 popover-oversize", "22:7 popover-oversize"], text)
        XCTAssertEqual(YAMLComments.directives(in: Array(text.utf8)), [])

        let header = screen([:]).replacingOccurrences(of: "  - id: share\n", with: """
              - id: share
                help: |  # higlint-disable-file popover-oversize
                  # higlint-disable-file all

            """)
        XCTAssertEqual(places(lint(header)), [], "the comment after `|` is a comment")
        XCTAssertEqual(YAMLComments.directives(in: Array(header.utf8)).map(\.range.start), [SourcePosition(line: 5, column: 14)])
    }

    /// Past a scanning error nothing says what the text is, so nothing there suppresses; lines
    /// are counted where YAML counts them (U+2028 is a line break to libyaml).
    func testTextThatWasNotReadAsYAMLIsNeverASuppression() {
        let broken = screen([:]) + "---\noops: \"unterminated\n# higlint-disable-file all\n"
        XCTAssertTrue(places(lint(broken)).contains("8:7 popover-oversize"), "\(places(lint(broken)))")
        XCTAssertEqual(YAMLComments.directives(in: Array(broken.utf8)), [])

        let separated = "screen: \"a\u{2028}b\"\n# higlint-disable-next-line popover-oversize\nplatform: iPadOS\n"
        XCTAssertEqual(YAMLComments.directives(in: Array(separated.utf8)).map(\.range.start), [SourcePosition(line: 3, column: 1)])
    }

    /// Files without `higlint-` skip the directive parser; the quick search must still find the
    /// marker wherever it stands, first or last in the file, among many other `g`s.
    func testTheQuickSearchFindsTheMarkerAnywhereAndNothingElse() {
        let found = ["higlint-", "#higlint-", "gg higlint-disable", String(repeating: "g", count: 300) + "higlint-",
                     "x: 1 # higlint-disable-line all", "higlin higlint-"]
        for text in found {
            XCTAssertTrue(Suppressions.mentionsDirective(Array(text.utf8)), text)
        }
        let notFound = ["", "g", "higlint", "higlint_", "xhiglint", "higlin-", "igglint-", "hig lint-",
                        String(repeating: "higlint", count: 50), "language: ko # high-lint-disable"]
        for text in notFound {
            XCTAssertFalse(Suppressions.mentionsDirective(Array(text.utf8)), text)
        }
        // A directive at the very end of a large file is still honoured.
        let padding = String(repeating: "# long comment with dialog text\n", count: 2_000)
        let yaml = padding + "screen: A # higlint-disable-line all"
        XCTAssertEqual(YAMLComments.directives(in: Array(yaml.utf8)).map(\.range.start), [SourcePosition(line: 2_001, column: 11)])
    }

    func testJSONHasNoSuppressions() {
        let json = "{\"screen\": \"A # higlint-disable-file all\", \"platform\": \"iPadOS\", \"elements\": [{\"type\": \"button\", \"presents\": {\"type\": \"popover\", \"size\": {\"width\": 900, \"height\": 10}}}]}"
        XCTAssertEqual(lint(json, name: "a.json").map(\.ruleID), ["popover-oversize"])
    }
}
