import Foundation
import XCTest
@testable import HiglintCore

/// The XML layer under the Interface Builder reader: exact positions of start tags and attribute
/// names whatever the line ends and characters, decoded values, and one failure with a position
/// for anything that is not a well-formed UTF-8 document without a DTD.
final class XMLTreeTests: XCTestCase {
    private func tree(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> XMLTree {
        try tree(Array(text.utf8), file: file, line: line)
    }

    private func tree(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) throws -> XMLTree {
        switch XMLTreeParser.parse(bytes, limits: .default) {
        case .success(let tree): return tree
        case .failure(let failure):
            XCTFail("not read: \(failure.message) at \(failure.position)", file: file, line: line)
            throw failure
        }
    }

    private func failure(_ bytes: [UInt8], limits: ParseLimits = .default, maxElements: Int = XMLTreeParser.maxElements) -> ParseFailure? {
        if case .failure(let failure) = XMLTreeParser.parse(bytes, limits: limits, maxElements: maxElements) { return failure }
        return nil
    }

    /// Start tags (`<`) and attribute names as line:column, in document order.
    private func places(_ tree: XMLTree) -> [String] {
        tree.nodes.indices.flatMap { node -> [String] in
            let record = tree.nodes[node]
            let first = Int(record.firstAttribute)
            let attributes = (first ..< first + Int(record.attributeCount)).map { index in
                "\(tree.names[Int(tree.attributes[index].name)])@\(tree.range(ofAttribute: index).start)"
            }
            return ["<\(tree.name(of: node))@\(tree.range(ofStartTag: node).start)"] + attributes
        }
    }

    func testStartTagsAndAttributeNamesAreFoundExactly() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document a="1"  b = 'x>y' >
            <view id="v1"><rect key="frame" x="0.0"/></view>
          <label
             text="a/b>c" id="l"/>
        </document>
        """
        XCTAssertEqual(places(try tree(text)), [
            "<document@2:1", "a@2:11", "b@2:18",
            "<view@3:5", "id@3:11", "<rect@3:19", "key@3:25", "x@3:37",
            "<label@4:3", "text@5:6", "id@5:19",
        ])
    }

    func testCRLFByteOrderMarkAndMultiByteTextDoNotShiftPositions() throws {
        // é is two bytes, 한 three, 😀 four: each one character. CRLF ends one line.
        let text = "<?xml version=\"1.0\"?>\r\n<document title=\"é한😀\" id=\"d\">\r\n\t<label text=\"😀😀\" id=\"x\"/>\r\n</document>\r\n"
        let plain = places(try tree(text))
        XCTAssertEqual(plain, ["<document@2:1", "title@2:11", "id@2:23", "<label@3:2", "text@3:9", "id@3:19"])
        XCTAssertEqual(places(try tree([0xEF, 0xBB, 0xBF] + Array(text.utf8))), plain)
        XCTAssertEqual(places(try tree(text.replacingOccurrences(of: "\r\n", with: "\n"))), plain)
        XCTAssertEqual(places(try tree(text.replacingOccurrences(of: "\r\n", with: "\r"))), plain)
    }

    /// A whole file on one line (hostile, or minified) is placed as exactly as short lines, and
    /// without counting the line from its start for every position.
    func testPositionsOnVeryLongLinesMatchACountFromTheLineStart() throws {
        let items = (0 ..< 1500).map { #"<b t="é한😀\#($0)" id="x\#($0)"/>"# }.joined()
        let text = "<?xml version=\"1.0\"?>\n<a>" + items + "</a>\r\n<!-- end -->"
        let bytes = [0xEF, 0xBB, 0xBF] + Array(text.utf8)
        let tree = try tree(bytes)
        let naive = bytes.withUnsafeBufferPointer { buffer in
            tree.nodes.map { LineMap.position(ofByteOffset: Int($0.start), in: buffer, lineBreaks: .standard) }
        }
        XCTAssertEqual(tree.nodes.indices.map { tree.range(ofStartTag: $0).start }, naive)
        // The last item: after `<a>` and 1,499 items of 19 characters and two numbers each
        // (ten of one digit, 90 of two, 900 of three, 499 of four).
        XCTAssertEqual(tree.range(ofStartTag: 1500).start, SourcePosition(line: 2, column: 4 + 1499 * 19 + 2 * (10 + 90 * 2 + 900 * 3 + 499 * 4)))
    }

    func testUTF16WithAByteOrderMarkReadsLikeItsUTF8Copy() throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<document>\n  <label text=\"한\" id=\"x\"/>\n</document>\n"
        var utf16: [UInt8] = [0xFF, 0xFE]
        for unit in text.utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        XCTAssertEqual(places(try tree(utf16)), places(try tree(text)))
    }

    func testValuesAreDecodedAsXMLDefines() throws {
        let tree = try tree("<a t=\"Fish &amp; chips &#x1F600; &#65;&lt;&gt;&quot;&apos;\" u=\"one\r\ntwo\tthree\nfour\" v=\"&#10;\"/>")
        XCTAssertEqual(tree.attribute("t", of: 0), "Fish & chips 😀 A<>\"'")
        XCTAssertEqual(tree.attribute("u", of: 0), "one two three four")
        XCTAssertEqual(tree.attribute("v", of: 0), "\n")
        XCTAssertNil(tree.attribute("w", of: 0))
    }

    func testNumbersReadAsTheStandardLibraryReadsThem() throws {
        let values = ["0.0", "393", "-2.1126760563380285", "55.5", "0.1", "71.755725190839698", "1e3", "123456789012345.5",
                      "-0", "1.", ".5", "abc", "", "-", "1.2.3", "nan", "inf"]
        let tree = try tree("<a " + values.enumerated().map { "v\($0.offset)=\"\($0.element)\"" }.joined(separator: " ") + "/>")
        for (index, text) in values.enumerated() {
            XCTAssertEqual(tree.number(index), Double(text).flatMap { $0.isFinite ? $0 : nil }, text)
        }
    }

    func testChildrenAndCommentsAreInDocumentOrder() throws {
        let tree = try tree("<!-- one -->\n<a><b><c/></b><!-- two --><d/></a>\n<!-- three -->")
        XCTAssertEqual(Array(tree.children(of: 0)).map(tree.name(of:)), ["b", "d"])
        XCTAssertEqual(Array(tree.children(of: 1)).map(tree.name(of:)), ["c"])
        XCTAssertEqual(tree.comments.map { tree.position(ofByteOffset: $0.lowerBound).description }, ["1:1", "2:15", "3:1"])
    }

    func testNamespaceDeclarationsAreNotAttributes() throws {
        let tree = try tree("<a xmlns=\"urn:x\" xmlns:p=\"urn:p\" p:k=\"1\" id=\"2\"/>")
        XCTAssertEqual(places(tree), ["<a@1:1", "p:k@1:34", "id@1:42"])
    }

    // MARK: - Bad input

    func testNotWellFormedFilesFailOnceWithAPosition() {
        let truncated = failure(Array("<document>\n  <view id=\"a\">\n".utf8))
        XCTAssertEqual(truncated?.position.line, 3)
        let mismatched = failure(Array("<a>\n<b></c>\n</a>".utf8))
        XCTAssertEqual(mismatched?.position.line, 2)
        XCTAssertNotNil(mismatched?.message.range(of: "mismatch"))
        XCTAssertEqual(failure([])?.message, "the file is empty")
        XCTAssertEqual(failure(Array("   \n".utf8))?.position.line, 2)
        XCTAssertEqual(failure(Array("<a>text</a><b/>".utf8))?.position, SourcePosition(line: 1, column: 12))
    }

    func testBinaryNULAndInvalidUTF8AreRefusedWhereTheyAre() {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D]
        XCTAssertEqual(failure(png)?.position, SourcePosition(line: 1, column: 1))
        XCTAssertEqual(failure(Array("<a>\n  <b t=\"x".utf8) + [0] + Array("\"/></a>".utf8))?.position, SourcePosition(line: 2, column: 10))
        let latin1 = failure(Array("<a>\n<b t=\"caf".utf8) + [0xE9] + Array("\"/></a>".utf8))
        XCTAssertEqual(latin1?.position, SourcePosition(line: 2, column: 10))
        XCTAssertEqual(latin1?.message, "a byte that is not UTF-8 text (0xE9): a binary file, or another encoding?")
        // An encoding declaration does not make other bytes readable: files are UTF-8.
        XCTAssertNotNil(failure(Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a t=\"".utf8) + [0xE9] + Array("\"/>".utf8)))
    }

    func testADocumentTypeIsRefusedBeforeAnyEntityExpands() {
        var laughs = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n <!ENTITY lol \"lol\">\n"
        laughs += (1...9).map { level in
            " <!ENTITY lol\(level) \"" + String(repeating: "&lol\(level == 1 ? "" : String(level - 1));", count: 10) + "\">\n"
        }.joined()
        laughs += "]>\n<document t=\"&lol9;\">&lol9;</document>\n"
        let start = Date()
        let refused = failure(Array(laughs.utf8))
        XCTAssertLessThan(Date().timeIntervalSince(start), 0.5)
        XCTAssertEqual(refused?.position, SourcePosition(line: 2, column: 1))
        XCTAssertNotNil(refused?.message.range(of: "DOCTYPE"))
        // An external entity never gets the chance to be fetched.
        let external = "<?xml version=\"1.0\"?>\n<!DOCTYPE d SYSTEM \"file:///etc/passwd\">\n<d>&x;</d>"
        XCTAssertEqual(failure(Array(external.utf8))?.position, SourcePosition(line: 2, column: 1))
    }

    /// Issue #30: libxml2 2.9 checks one start tag's attributes for duplicates pair by pair, so
    /// 80,000 attributes in one tag took 2.5 s (a 10 MiB file of them, 178 s). A tag with more
    /// than 256 is refused by a byte scan, where it starts, before libxml2 sees the file.
    func testAStartTagWithTooManyAttributesIsRefusedWhereItStarts() throws {
        func tag(_ count: Int) -> String {
            "<view " + (0..<count).map { "a\($0)=\"x=y\"" }.joined(separator: " ") + "/>"
        }
        let start = Date()
        let crowded = failure(Array(("<document>\n  <!-- <b c=d e=f> -->\n  " + tag(80_000) + "\n</document>").utf8))
        XCTAssertLessThan(Date().timeIntervalSince(start), 1)
        XCTAssertEqual(crowded?.position, SourcePosition(line: 3, column: 3))
        XCTAssertEqual(crowded?.message, "an element with more than 256 attributes; Interface Builder writes a few dozen at most, and higlint does not read more")
        XCTAssertNotNil(failure(Array(("<document>" + tag(257) + "</document>").utf8)))
        // 256 are read, and `=` in values, comments and CDATA are not attributes.
        let full = try tree("<document>" + tag(256) + "<!--" + String(repeating: " a=b", count: 300) + "-->"
                            + "<t><![CDATA[" + String(repeating: "a=b ", count: 300) + "]]></t></document>")
        XCTAssertEqual(full.nodes[1].attributeCount, 256)
    }

    func testAnUndeclaredEntityIsNotWellFormed() {
        XCTAssertEqual(failure(Array("<a t=\"&nope;\"/>".utf8))?.position.line, 1)
    }

    func testDepthAndElementBudgets() {
        let deep = String(repeating: "<a>", count: 300) + String(repeating: "</a>", count: 300)
        let tooDeep = failure(Array(deep.utf8))
        XCTAssertEqual(tooDeep?.message, "elements nested deeper than 256 levels")
        XCTAssertEqual(tooDeep?.position.column, 256 * 3 + 1)
        var shallow = ParseLimits.default
        shallow.maxDepth = 3
        XCTAssertEqual(failure(Array("<a><b><c><d/></c></b></a>".utf8), limits: shallow)?.position.column, 10)
        let many = "<a>" + String(repeating: "<b/>", count: 10) + "</a>"
        XCTAssertEqual(failure(Array(many.utf8), maxElements: 5)?.message, "more than 5 elements")
        XCTAssertNil(failure(Array(many.utf8), maxElements: 11))
    }
}
