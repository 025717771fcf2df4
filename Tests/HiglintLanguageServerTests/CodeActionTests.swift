import HiglintCore
@testable import HiglintLanguageServer
import XCTest

final class CodeActionTests: XCTestCase {
    private func diagnostic(_ rule: String, line: Int, fix: Fix?) -> Diagnostic {
        Diagnostic(file: "/w/a.yaml", range: SourceRange(line: line, column: 1, endLine: line, endColumn: 2), severity: .warning,
                   ruleID: rule, message: "m", fix: fix)
    }

    private func fix(_ applicability: Fix.Applicability, line: Int, from: Int, to: Int, _ text: String) -> Fix {
        Fix(title: "t", applicability: applicability,
            edits: [TextEdit(range: SourceRange(line: line, column: from, endLine: line, endColumn: to), replacement: text)])
    }

    /// A fix's range is in report columns (scalars); the client gets it in its own encoding.
    func testAFixAfterAnEmojiBecomesAUTF16WorkspaceEdit() {
        let document = TextDocument(text: "title: 😀 팝오버\narrow: none\n", version: 1, lineBreaks: .yaml)
        // "팝오버" is columns 10–12 of line 1.
        let edit = TextEdit(range: SourceRange(line: 1, column: 10, endLine: 1, endColumn: 13), replacement: "메뉴")
        let json = CodeActions.workspaceEdit([edit], uri: "file:///w/a.yaml", document: document, encoding: .utf16)
        XCTAssertEqual(json["changes"]?["file:///w/a.yaml"], [[
            "range": ["start": ["line": 0, "character": 10], "end": ["line": 0, "character": 13]], "newText": "메뉴",
        ]])
        XCTAssertEqual(String(decoding: CodeActions.applying([edit], to: document), as: UTF8.self), "title: 😀 메뉴\narrow: none\n")
    }

    func testFixAllTakesSafeFixesOnlyAndNeverTwoThatOverlap() {
        let diagnostics = [
            diagnostic("a", line: 1, fix: fix(.safe, line: 1, from: 8, to: 12, "sheet")),
            diagnostic("b", line: 1, fix: fix(.safe, line: 1, from: 10, to: 14, "x")),   // overlaps the first
            diagnostic("c", line: 2, fix: fix(.unsafe, line: 2, from: 1, to: 3, "y")),  // not safe
            diagnostic("d", line: 3, fix: fix(.safe, line: 3, from: 1, to: 1, "z: 1\n")),
            diagnostic("e", line: 3, fix: nil),
        ]
        let edits = CodeActions.safeEdits(of: diagnostics)
        XCTAssertEqual(edits.map(\.replacement), ["sheet", "z: 1\n"])
    }

    func testTwoInsertionsAtOnePlaceOverlapButTouchingRangesDoNot() {
        let at = SourceRange(line: 1, column: 5, endLine: 1, endColumn: 5)
        XCTAssertTrue(CodeActions.overlaps(at, at))
        XCTAssertFalse(CodeActions.overlaps(SourceRange(line: 1, column: 1, endLine: 1, endColumn: 5),
                                            SourceRange(line: 1, column: 5, endLine: 1, endColumn: 9)))
    }

    func testTheInsertedLineKeepsTheFilesLineBreaks() {
        XCTAssertEqual(CodeActions.lineBreak(of: TextDocument(text: "a: 1\r\nb: 2\r\n", version: 1)), "\r\n")
        XCTAssertEqual(CodeActions.lineBreak(of: TextDocument(text: "a: 1\nb: 2\n", version: 1)), "\n")
        XCTAssertEqual(CodeActions.lineBreak(of: TextDocument(text: "a: 1", version: 1)), "\n")
        let suppression = CodeActions.suppression(of: diagnostic("popover-arrow", line: 2, fix: nil),
                                                  in: TextDocument(text: "a:\r\n\t  b: 1\r\n", version: 1, lineBreaks: .yaml), commentSyntax: .hash)
        XCTAssertEqual(suppression?.edits.first?.replacement, "\t  # higlint-disable-next-line popover-arrow\r\n")
        XCTAssertNil(CodeActions.suppression(of: diagnostic("popover-arrow", line: 1, fix: nil),
                                             in: TextDocument(text: "{}", version: 1), commentSyntax: nil))
    }
}
