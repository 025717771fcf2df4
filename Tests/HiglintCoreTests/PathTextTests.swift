import XCTest
@testable import HiglintCore

/// How paths appear in what higlint writes (issue #21): names that are not UTF-8 stay apart, and
/// a name cannot start a line with white space, carry a control character, or pass for another.
final class PathTextTests: XCTestCase {
    func testBytesThatAreNotUTF8AreWrittenEachAsAnEscapeOfItsOwn() {
        XCTAssertEqual(PathText.decoded(Array("d/화면 ✓.yaml".utf8)), "d/화면 ✓.yaml")
        XCTAssertEqual(PathText.decoded(Array("caf".utf8) + [0xE9] + Array(".yaml".utf8)), #"caf\xE9.yaml"#)
        XCTAssertEqual(PathText.decoded(Array("caf".utf8) + [0xE8] + Array(".yaml".utf8)), #"caf\xE8.yaml"#)
        // A sequence cut short, a stray continuation byte, an overlong form, a surrogate, bytes
        // past U+10FFFF: each bad byte once, the good text around them kept.
        XCTAssertEqual(PathText.decoded([0xE2, 0x82, 0x41]), #"\xE2\x82A"#)
        XCTAssertEqual(PathText.decoded([0x80, 0x41, 0xC0, 0xAF]), #"\x80A\xC0\xAF"#)
        XCTAssertEqual(PathText.decoded([0xED, 0xA0, 0x80]), #"\xED\xA0\x80"#)
        XCTAssertEqual(PathText.decoded([0xF4, 0x90, 0x80, 0x80, 0x0A]), "\\xF4\\x90\\x80\\x80\n")
        XCTAssertEqual(PathText.decoded([0x41, 0xFF]), #"A\xFF"#)
        XCTAssertEqual(PathText.decoded([UInt8]()), "")
    }

    func testOrdinaryPathsAreShownAsTheyAre() {
        for path in ["d/share.yaml", "d/with space.yaml", "d/화면 ✓.yaml", #"C:\screens\x.yaml"#, "::error::x.yaml", #"caf\xE9.yaml"#, ""] {
            XCTAssertEqual(PathText.displayed(path), path)
        }
    }

    func testPathsThatBeginOrEndWithWhiteSpaceOrHoldControlsAreQuoted() {
        XCTAssertEqual(PathText.displayed(" ::error title=x::y.yaml"), #"" ::error title=x::y.yaml""#)
        XCTAssertEqual(PathText.displayed("\u{A0}::error::x.yaml"), "\"\u{A0}::error::x.yaml\"")
        XCTAssertEqual(PathText.displayed("\u{3000}a.yaml"), "\"\u{3000}a.yaml\"")
        XCTAssertEqual(PathText.displayed("a.yaml "), #""a.yaml ""#)
        XCTAssertEqual(PathText.displayed("new\nline.yaml"), #""new\u{A}line.yaml""#)
        XCTAssertEqual(PathText.displayed("esc\u{1B}[31m.yaml"), #""esc\u{1B}[31m.yaml""#)
        XCTAssertEqual(PathText.displayed("bidi\u{200F}x.yaml"), #""bidi\u{200F}x.yaml""#)
        // Inside quotes `"` and `\` are escaped, so no quoted name reads as another.
        XCTAssertEqual(PathText.displayed(" \"q\" \\u{A}.yaml"), #"" \"q\" \\u{A}.yaml""#)
        XCTAssertNotEqual(PathText.displayed(" a\\u{A}b"), PathText.displayed(" a\nb"))
    }

    func testALogLineNeverStartsAWorkflowCommandAfterItsLeadingWhiteSpace() {
        XCTAssertEqual(safeLogLine("::error::x"), #"\u{3A}:error::x"#)
        XCTAssertEqual(safeLogLine("  ::error::x"), #"  \u{3A}:error::x"#)
        XCTAssertEqual(safeLogLine("\u{A0}\u{3000}::error::x"), "\u{A0}\u{3000}\\u{3A}:error::x")
        XCTAssertEqual(safeLogLine("\t::error::x"), #"\u{9}::error::x"#, "a tab is escaped already")
        XCTAssertEqual(safeLogLine("higlint: ::error::x"), "higlint: ::error::x")
        XCTAssertEqual(safeLogLine(":x"), ":x")
    }
}
