import XCTest
@testable import HiglintCore

/// Both readers must put every key where an editor shows it, whatever the line ends, BOM or
/// characters, and must stop cleanly (with a position) on anything they cannot read.
final class ReaderTests: XCTestCase {
    private func keyStart(_ stream: ParsedStream, _ path: [String]) -> SourcePosition? {
        var node = stream.documents.first?.root
        var found: Entry?
        for name in path {
            if let index = Int(name), let items = node?.items, index < items.count {
                node = items[index]
                continue
            }
            found = node?.entries?.first { $0.name == name }
            node = found?.value
        }
        return found?.key.range.start
    }

    func testYAMLKeyPositionsAreOneBasedCharacterColumns() {
        let yaml = "screen: Café ✓\nplatform: iOS\nelements:\n  - {id: ünï, type: button}\n"
        let stream = YAMLReader.read(Array(yaml.utf8))
        XCTAssertNil(stream.failure)
        XCTAssertEqual(keyStart(stream, ["platform"]), SourcePosition(line: 2, column: 1))
        XCTAssertEqual(keyStart(stream, ["elements", "0", "type"]), SourcePosition(line: 4, column: 15))
        let scalar = stream.documents[0].root.entries![0].value
        XCTAssertEqual(scalar.range, SourceRange(line: 1, column: 9, endLine: 1, endColumn: 15))
    }

    func testByteOrderMarkAndCRLFShiftNothingInYAMLOrJSON() {
        let yaml = "\u{FEFF}screen: A\r\nplatform: iOS\r\nelements:\r\n  - type: button\r\n"
        let yamlStream = YAMLReader.read(Array(yaml.utf8))
        XCTAssertEqual(keyStart(yamlStream, ["screen"]), SourcePosition(line: 1, column: 1))
        XCTAssertEqual(keyStart(yamlStream, ["elements", "0", "type"]), SourcePosition(line: 4, column: 5))

        let json = "\u{FEFF}{\"screen\": \"A\",\r\n\t\"platform\": \"iOS\",\r\n\t\"elements\": [{\"type\": \"button\"}]}\r\n"
        let jsonStream = JSONReader.read(Array(json.utf8))
        XCTAssertNil(jsonStream.failure)
        XCTAssertEqual(keyStart(jsonStream, ["screen"]), SourcePosition(line: 1, column: 2))
        XCTAssertEqual(keyStart(jsonStream, ["platform"]), SourcePosition(line: 2, column: 2))
        XCTAssertEqual(keyStart(jsonStream, ["elements", "0", "type"]), SourcePosition(line: 3, column: 16))
    }

    func testJSONColumnsCountCharactersOnLongLines() {
        let json = "{\"title\": \"日本語のテキスト\", \"x\": 1}"
        let stream = JSONReader.read(Array(json.utf8))
        XCTAssertEqual(keyStart(stream, ["x"]), SourcePosition(line: 1, column: 23))
    }

    func testJSONReaderIsStrict() {
        let cases: [(String, SourcePosition)] = [
            ("[1, 2,]", SourcePosition(line: 1, column: 7)),
            ("{\"a\": 1,}", SourcePosition(line: 1, column: 9)),
            ("{\"a\": 01}", SourcePosition(line: 1, column: 8)),
            ("{\"a\": 1} x", SourcePosition(line: 1, column: 10)),
            ("{\n  \"a\": tru\n}", SourcePosition(line: 2, column: 11)),
            ("{'a': 1}", SourcePosition(line: 1, column: 2)),
            ("", SourcePosition(line: 1, column: 1)),
        ]
        for (text, position) in cases {
            let stream = JSONReader.read(Array(text.utf8))
            XCTAssertEqual(stream.failure?.position, position, text)
            XCTAssertTrue(stream.documents.isEmpty, text)
        }
    }

    func testJSONReadsWhatLibyamlCannot() throws {
        let longKey = String(repeating: "k", count: 2000)
        let json = "{\"smile\": \"\\ud83d\\ude00\", \"\(longKey)\": true,\t\"tab\":\t1}"
        let stream = JSONReader.read(Array(json.utf8))
        XCTAssertNil(stream.failure)
        let entries = try XCTUnwrap(stream.documents.first?.root.entries)
        XCTAssertEqual(entries[0].value.scalar?.text, "😀")
        XCTAssertEqual(entries[1].name?.count, 2000)
        XCTAssertEqual(entries[2].value.scalar?.number, 1)
    }

    /// Unescaped JSON strings take an ASCII fast path; text with other characters is validated.
    func testJSONStringsDecodeExactlyAndInvalidUTF8StopsAtItsCharacter() throws {
        let json = "{\"a\": \"plain ascii\", \"b\": \"설정 저장 😀\", \"c\": \"caf\\u00e9\", \"d\": \"\"}"
        let stream = JSONReader.read(Array(json.utf8))
        XCTAssertNil(stream.failure)
        let values = try XCTUnwrap(stream.documents.first?.root.entries).map { $0.value.scalar?.text }
        XCTAssertEqual(values, ["plain ascii", "설정 저장 😀", "café", ""])
        for broken in [[0xFF], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80]] as [[UInt8]] {
            let bytes = Array("{\"screen\": \"Set ".utf8) + broken + Array("tings\"}".utf8)
            let failure = JSONReader.read(bytes).failure
            XCTAssertEqual(failure?.message, "invalid UTF-8 in a string", "\(broken)")
            XCTAssertEqual(failure?.position, SourcePosition(line: 1, column: 17), "\(broken)")
        }
    }

    func testJSONNestingIsBoundedWithoutRecursion() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let stream = JSONReader.read(Array(deep.utf8))
        XCTAssertEqual(stream.failure?.message, "nesting is deeper than 256 levels")
        XCTAssertEqual(stream.failure?.position, SourcePosition(line: 1, column: 257))
    }

    func testYAMLNestingIsBounded() {
        let deep = String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000)
        let stream = YAMLReader.read(Array(deep.utf8))
        XCTAssertEqual(stream.failure?.message, "nesting is deeper than 256 levels")
    }

    func testMultiDocumentStreamKeepsDocumentsBeforeABrokenOne() {
        let yaml = "screen: A\n---\nscreen: B\n---\nscreen: [unclosed\n"
        let stream = YAMLReader.read(Array(yaml.utf8))
        XCTAssertEqual(stream.documents.count, 2)
        XCTAssertEqual(stream.documents.map(\.index), [0, 1])
        XCTAssertNotNil(stream.failure)
        XCTAssertEqual(stream.failure?.position.line, 6)
    }

    func testMergeKeysFollowYAML() throws {
        let yaml = """
        base: &base {a: 1, b: 2}
        more: &more {c: 3, a: 9}
        item:
          <<: [*base, *more]
          b: 5
        """
        let stream = YAMLReader.read(Array(yaml.utf8))
        let item = try XCTUnwrap(stream.documents.first?.root.entries?.first { $0.name == "item" }?.value.entries)
        let values = Dictionary(item.map { ($0.name!, $0.value.scalar!.text) }, uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(values, ["a": "1", "b": "5", "c": "3"])
        XCTAssertEqual(item.count, 3, "explicit keys win and each merged key appears once")
    }

    func testAliasBombIsOneFailureNotAHang() {
        var yaml = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            yaml += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        let start = Date()
        let stream = YAMLReader.read(Array(yaml.utf8))
        XCTAssertLessThan(Date().timeIntervalSince(start), 2)
        XCTAssertTrue(stream.failure?.message.contains("aliases expand") ?? false)
    }

    func testUndefinedAliasAndInvalidUTF8HavePositions() {
        let alias = YAMLReader.read(Array("a: 1\nb: *nope\n".utf8))
        XCTAssertEqual(alias.failure?.position, SourcePosition(line: 2, column: 4))
        let bytes: [UInt8] = Array("screen: A\nplatform: ".utf8) + [0xFF, 0xFE] + Array("\n".utf8)
        let broken = YAMLReader.read(bytes)
        XCTAssertEqual(broken.failure?.position, SourcePosition(line: 2, column: 11))
    }

    /// The tree as text: every value with where it starts and ends, in order, at every depth.
    private func outline(_ node: Node) -> String {
        let place = "@\(node.range)"
        switch node.kind {
        case .scalar(let scalar): return "\(scalar.style == .plain ? "" : "q")'\(scalar.text)'\(place)"
        case .sequence(let items): return "[" + items.map(outline).joined(separator: ", ") + "]" + place
        case .mapping(let entries):
            return "{" + entries.map { outline($0.key) + ": " + outline($0.value) }.joined(separator: ", ") + "}" + place
        }
    }

    /// JSON is YAML too: for JSON that libyaml reads, both readers must build the same tree, every
    /// value in its order and at its place, however containers nest, close together or stay empty.
    func testJSONAndYAMLReadersBuildTheSameTreeFromJSON() throws {
        let documents = [
            "{\"screen\": \"A\", \"elements\": [{\"id\": \"a\", \"children\": [{\"id\": \"b\", \"size\": {\"width\": 1, \"height\": 2}}]}, {\"id\": \"c\"}]}",
            "[[[]], [{}], [[1, [2, [3]]]], {\"a\": {\"b\": {\"c\": []}}, \"d\": null}, true, false, -1.5e3, \"日本\"]",
            "{\r\n  \"list\": [\r\n    1,\r\n    {\"k\": \"v\", \"l\": [\"x\", \"y\"]},\r\n    []\r\n  ],\r\n  \"empty\": {}\r\n}",
            "\u{FEFF}{\"a\": [1, 2, 3], \"b\": {\"c\": [{\"d\": [{}]}]}}",
            "[" + (0..<300).map { "{\"n\": \($0)}" }.joined(separator: ", ") + "]",
        ]
        for text in documents {
            let json = JSONReader.read(Array(text.utf8))
            let yaml = YAMLReader.read(Array(text.utf8))
            XCTAssertNil(json.failure, text)
            XCTAssertNil(yaml.failure, text)
            let jsonOutline = try outline(XCTUnwrap(json.documents.first?.root))
            let yamlOutline = try outline(XCTUnwrap(yaml.documents.first?.root))
            XCTAssertEqual(jsonOutline, yamlOutline, text)
        }
        let wide = JSONReader.read(Array(documents[4].utf8))
        let items = try XCTUnwrap(wide.documents.first?.root.items)
        XCTAssertEqual(items.map { $0.entries?.first?.value.scalar?.number }, (0..<300).map { Double($0) })
    }

    /// A tag overrides how a plain or quoted scalar would be read, as YAML 1.2's core schema says.
    func testExplicitTagsDecideHowAScalarIsRead() throws {
        let yaml = """
            str: !!str 300
            int: !!int "300"
            float: !!float '1.5'
            bool: !!bool "true"
            null: !!null ""
            bare: ! 300
            custom: !point 300
            plain: 300
            """
        let stream = YAMLReader.read(Array(yaml.utf8))
        let values = try XCTUnwrap(stream.documents.first?.root.entries).map(\.value)
        let scalars = try values.map { try XCTUnwrap($0.scalar) }
        XCTAssertNil(scalars[0].number)
        XCTAssertEqual(scalars[1].number, 300)
        XCTAssertEqual(scalars[2].number, 1.5)
        XCTAssertEqual(scalars[3].bool, true)
        XCTAssertTrue(scalars[4].isNull)
        XCTAssertNil(scalars[5].number)
        XCTAssertNil(scalars[6].number)
        XCTAssertEqual(scalars[7].number, 300)
        XCTAssertEqual(values.map(\.kindName), ["a string", "a number", "a number", "a boolean", "nothing (null)",
                                                "a string", "a string", "a number"])
    }

    func testScalarTypingFollowsYAML12CoreSchema() {
        XCTAssertEqual(Scalar("true", style: .plain).bool, true)
        XCTAssertNil(Scalar("yes", style: .plain).bool)
        XCTAssertNil(Scalar("true", style: .quoted).bool)
        XCTAssertEqual(Scalar("-12.5e1", style: .plain).number, -125)
        XCTAssertNil(Scalar("0x10", style: .plain).number)
        XCTAssertNil(Scalar(".inf", style: .plain).number)
        XCTAssertTrue(Scalar("~", style: .plain).isNull)
        XCTAssertFalse(Scalar("", style: .quoted).isNull)
    }
}
