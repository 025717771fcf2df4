import HiglintCore
@testable import HiglintLanguageServer
import XCTest

final class PositionTests: XCTestCase {
    func testUTF16UnlessTheClientOffersUTF8OrUTF32() {
        XCTAssertEqual(PositionEncoding.negotiate(offered: nil), .utf16)
        XCTAssertEqual(PositionEncoding.negotiate(offered: []), .utf16)
        XCTAssertEqual(PositionEncoding.negotiate(offered: ["utf-16"]), .utf16)
        XCTAssertEqual(PositionEncoding.negotiate(offered: ["utf-16", "utf-8"]), .utf8)
        XCTAssertEqual(PositionEncoding.negotiate(offered: ["utf-32", "utf-16"]), .utf32)
        XCTAssertEqual(PositionEncoding.negotiate(offered: ["latin-1"]), .utf16)
    }

    /// `title: 😀 팝오버 x`: the emoji is one scalar (one report column), two UTF-16 units and four
    /// UTF-8 bytes; each Hangul syllable is one scalar, one UTF-16 unit and three bytes.
    func testAReportColumnAfterEmojiAndKoreanIsConvertedPerEncoding() {
        let document = TextDocument(text: "a: 1\ntitle: 😀 팝오버 x\n", version: 1, lineBreaks: .yaml)
        // "x" is the 15th character of line 2: t-i-t-l-e-:-space(7) 😀(8) space(9) 팝오버(10-12) space(13) x(14).
        let x = SourceRange(line: 2, column: 14, endLine: 2, endColumn: 15)
        XCTAssertEqual(document.lspRange(of: x, encoding: .utf16),
                       LSPRange(start: LSPPosition(line: 1, character: 14), end: LSPPosition(line: 1, character: 15)))
        XCTAssertEqual(document.lspRange(of: x, encoding: .utf32).start, LSPPosition(line: 1, character: 13))
        XCTAssertEqual(document.lspRange(of: x, encoding: .utf8).start, LSPPosition(line: 1, character: 7 + 4 + 1 + 9 + 1))
    }

    func testCRLFAndALoneCREndOneLineEach() {
        let document = TextDocument(text: "a: 1\r\nb: 2\rc: 3\n", version: 1)
        XCTAssertEqual(document.lspRange(of: SourceRange(line: 3, column: 1, endLine: 3, endColumn: 2), encoding: .utf16).start,
                       LSPPosition(line: 2, character: 0))
        // A column past the line's end stops before its CRLF.
        XCTAssertEqual(document.lspRange(of: SourceRange(line: 1, column: 40, endLine: 1, endColumn: 40), encoding: .utf16).start,
                       LSPPosition(line: 0, character: 4))
    }

    func testAYAMLLineSeparatorIsALineForReportsButNotForTheClient() {
        let document = TextDocument(text: "a: 1\u{2028}b: 2\n", version: 1, lineBreaks: .yaml)
        // Report line 2 (libyaml's) starts after U+2028, which is character 5 of LSP line 0.
        XCTAssertEqual(document.lspRange(of: SourceRange(line: 2, column: 1, endLine: 2, endColumn: 2), encoding: .utf16).start,
                       LSPPosition(line: 0, character: 5))
        let json = TextDocument(text: "a: 1\u{2028}b: 2\n", version: 1, lineBreaks: .standard)
        XCTAssertEqual(json.lspRange(of: SourceRange(line: 2, column: 1, endLine: 2, endColumn: 2), encoding: .utf16).start,
                       LSPPosition(line: 1, character: 0))
    }

    /// NEL too: a fix's edit at report line 3 lands after the second NEL, on LSP line 0, and a
    /// column past a report line's end stops at its NEL.
    func testANELIsALineForReportsButNotForTheClient() {
        let document = TextDocument(text: "a: 1\u{85}b: 2\u{85}c: 3\n", version: 1, lineBreaks: .yaml)
        XCTAssertEqual(document.lspRange(of: SourceRange(line: 3, column: 1, endLine: 3, endColumn: 1), encoding: .utf16).start,
                       LSPPosition(line: 0, character: 10))
        XCTAssertEqual(document.lspRange(of: SourceRange(line: 2, column: 40, endLine: 2, endColumn: 40), encoding: .utf16).start,
                       LSPPosition(line: 0, character: 9))
        XCTAssertEqual(document.reportLine(ofOffset: 7), 2)
        XCTAssertEqual(document.reportLineBytes(2), 6..<10)
    }

    func testAByteOrderMarkIsNotAReportColumnButIsAClientCharacter() {
        let document = TextDocument(text: "\u{FEFF}a: 1\n", version: 1, lineBreaks: .yaml)
        XCTAssertEqual(document.lspRange(of: SourceRange(line: 1, column: 1, endLine: 1, endColumn: 2), encoding: .utf16).start,
                       LSPPosition(line: 0, character: 1))
    }

    func testIncrementalEditsUseTheNegotiatedEncoding() {
        var document = TextDocument(text: "title: 😀 x\n팝오버: y\n", version: 1)
        // UTF-16: "x" is at character 10 (the emoji takes two units).
        document.replace(LSPRange(start: LSPPosition(line: 0, character: 10), end: LSPPosition(line: 0, character: 11)),
                         with: "z", encoding: .utf16)
        XCTAssertEqual(document.text, "title: 😀 z\n팝오버: y\n")
        // UTF-8: "y" is at byte 11 of line 1 (three Hangul syllables of three bytes, ": ").
        document.replace(LSPRange(start: LSPPosition(line: 1, character: 11), end: LSPPosition(line: 1, character: 12)),
                         with: "w", encoding: .utf8)
        XCTAssertEqual(document.text, "title: 😀 z\n팝오버: w\n")
        // An insertion spanning lines, and a deletion of a line break.
        document.replace(LSPRange(start: LSPPosition(line: 0, character: 11), end: LSPPosition(line: 1, character: 0)),
                         with: "\nnew: 1\n", encoding: .utf16)
        XCTAssertEqual(document.text, "title: 😀 z\nnew: 1\n팝오버: w\n")
        document.replace(LSPRange(start: LSPPosition(line: 1, character: 6), end: LSPPosition(line: 2, character: 0)),
                         with: "", encoding: .utf16)
        XCTAssertEqual(document.text, "title: 😀 z\nnew: 1팝오버: w\n")
    }

    func testPositionsPastTheEndAreClampedNotTrapped() {
        var document = TextDocument(text: "ab\n", version: 1)
        document.replace(LSPRange(start: LSPPosition(line: 0, character: 99), end: LSPPosition(line: 40, character: 0)),
                         with: "!", encoding: .utf16)
        XCTAssertEqual(document.text, "ab!")
        // An end before its start is read as an insertion at the start.
        document.replace(LSPRange(start: LSPPosition(line: 0, character: 2), end: LSPPosition(line: 0, character: 0)),
                         with: "?", encoding: .utf16)
        XCTAssertEqual(document.text, "ab?!")
    }
}
