import XCTest
@testable import HiglintCore

/// Each syntax's comment scanner finds its comments where its parser does, and hands their text,
/// placed on the syntax's lines, to the one directive parser (ModelSeamTests reads the forms).
final class CommentScannerTests: XCTestCase {
    private func rules(_ comments: SuppressionComments) -> [String] {
        comments.directives.flatMap { $0.rules.map { "\($0.id)@\($0.range.start)-\($0.range.end)" } }
    }

    /// YAML: a `#` after white space that libyaml passes over as a comment (not one inside a
    /// quoted scalar), on libyaml's lines (U+2028 ends one), a byte-order mark no column.
    func testYAMLCommentsAreLibyamlsCommentsOnItsLines() {
        let text = "\u{FEFF}a: \"# higlint-disable-file all\" # higlint-disable-line popover-nested\r\n"
            + "# higlint-disable-next-line x\u{2028}b: é # higlint-disable-line popover-arrow\n"
        let comments = YAMLComments.scan(Array(text.utf8))
        XCTAssertEqual(comments.directives.map(\.kind), [.line, .nextLine, .line])
        XCTAssertEqual(comments.directives.map(\.range.start),
                       [SourcePosition(line: 1, column: 33), SourcePosition(line: 2, column: 1), SourcePosition(line: 3, column: 6)])
        XCTAssertEqual(rules(comments), ["popover-nested@1:56-1:70", "x@2:29-2:30", "popover-arrow@3:29-3:42"])
        XCTAssertEqual(comments.commentOnlyLines, [2])
    }

    /// XML: the comments libxml2 found, their text between `<!--` and `-->`, on XML's lines
    /// (CRLF one break); a comment alone on its line makes it comment-only.
    func testXMLCommentsAreTheTextBetweenTheirMarkers() throws {
        let xml = "\u{FEFF}<?xml version=\"1.0\"?>\r\n<doc>\r\n  <!-- higlint-disable-next-line popover-nested -->\r\n"
            + "  <a/> <!--higlint-disable-line é,popover-arrow--> <!-- not one -->\n<b title=\"&lt;!-- higlint-disable-file all --&gt;\"/></doc>\n"
        guard case .success(let tree) = XMLTreeParser.parse(Array(xml.utf8), limits: .default) else { return XCTFail("not read") }
        let comments = InterfaceBuilderReader.suppressions(in: tree)
        XCTAssertEqual(comments.directives.map(\.kind), [.nextLine, .line])
        XCTAssertEqual(comments.directives.map(\.range.start), [SourcePosition(line: 3, column: 6), SourcePosition(line: 4, column: 11)])
        XCTAssertEqual(rules(comments), ["popover-nested@3:34-3:48", "é@4:33-4:34", "popover-arrow@4:35-4:48"])
        XCTAssertEqual(comments.commentOnlyLines, [3])
    }
}
