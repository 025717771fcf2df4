import Foundation
import XCTest
@testable import HiglintCore
import HiglintTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// The limits of docs/security.md at the library level: readers, the linter, the input reader and
/// the folder walk. Each hostile case gives one clear diagnostic, with a position where one exists,
/// in under 2 seconds.
final class HostileInputUnitTests: XCTestCase {
    private func timed<T>(_ body: () throws -> T, file: StaticString = #filePath, line: UInt = #line) rethrows -> T {
        let start = Date()
        let result = try body()
        XCTAssertLessThan(Date().timeIntervalSince(start), 2, "took too long", file: file, line: line)
        return result
    }

    private func only(_ diagnostics: [Diagnostic], file: StaticString = #filePath, line: UInt = #line) -> Diagnostic? {
        XCTAssertEqual(diagnostics.count, 1, diagnostics.map(\.message).joined(separator: "\n"), file: file, line: line)
        return diagnostics.first
    }

    // MARK: - The cap on problems per file

    /// Past `maxProblemsPerFile`, the first problems in the file are reported and one
    /// invalid-document says where the ones left out begin, schema problems and rule findings alike.
    func testProblemsPastTheCapAreLeftOutAndSaidSo() {
        let linter = Linter(configuration: LintConfiguration(edition: .ios2011), limits: ParseLimits(maxProblemsPerFile: 5))
        // Eight elements of an unknown type (schema problems), in YAML.
        let yaml = "screen: S\nplatform: iPadOS\nelements:\n" + (1...8).map { "  - {id: e\($0), type: bogus}\n" }.joined()
        let schema = linter.lint(bytes: Array(yaml.utf8), path: "s.yaml")
        XCTAssertEqual(schema.count, 6, schema.map(\.message).joined(separator: "\n"))
        XCTAssertEqual(schema.prefix(5).map(\.range.start.line), [4, 5, 6, 7, 8])
        // The notice is its own info, never an invalid-document: the file may be valid (cli.md).
        XCTAssertEqual(schema.last?.ruleID, "too-many-problems")
        XCTAssertEqual(schema.last?.severity, .info)
        XCTAssertEqual(schema.last?.range.start, SourcePosition(line: 9, column: 14))  // e6's type
        XCTAssertEqual(schema.last?.message, "More than 5 problems in this file; the first 5 are reported. Fix them and lint again to see the rest.")
        // Eight oversize popovers (rule findings), in JSON.
        let popover = #"{"type": "button", "presents": {"type": "popover", "size": {"width": 900, "height": 9}}}"#
        let json = #"{"screen": "S", "platform": "iPadOS", "elements": [\#n"# + Array(repeating: popover, count: 8).joined(separator: ",\n") + "]}"
        let rules = linter.lint(bytes: Array(json.utf8), path: "s.json")
        XCTAssertEqual(rules.map(\.ruleID), Array(repeating: "popover-oversize", count: 5) + ["too-many-problems"])
        XCTAssertEqual(rules.last?.range.start.line, 7)
        // At the cap exactly, nothing is said.
        let five = "screen: S\nplatform: iPadOS\nelements:\n" + (1...5).map { "  - {id: e\($0), type: bogus}\n" }.joined()
        XCTAssertFalse(linter.lint(bytes: Array(five.utf8), path: "s.yaml").contains { $0.ruleID == "too-many-problems" })
    }

    /// 100 kB of nothing but wrong values: capped at the default 1,000, and quickly (uncapped, each
    /// problem costs about twenty microseconds and a kilobyte), in Korean too. The size is kept well
    /// inside the time bound for a debug build on a busy machine; check-limits.sh times a larger one.
    func testAListOfWrongValuesIsCappedQuickly() {
        let bytes = Array(("[" + Array(repeating: "1", count: 50_000).joined(separator: ",") + "]").utf8)
        let diagnostics = timed { Linter(configuration: LintConfiguration(locale: .ko)).lint(bytes: bytes, path: "n.json") }
        XCTAssertEqual(diagnostics.count, 1_001)
        XCTAssertEqual(diagnostics.last?.ruleID, "too-many-problems")
        XCTAssertEqual(diagnostics.last?.range.start, SourcePosition(line: 1, column: 2_002))
        XCTAssertTrue(diagnostics.last?.message.hasPrefix("이 파일에 문제가 1000개를 넘어") ?? false, diagnostics.last?.message ?? "")
    }

    // MARK: - Aliases

    func testAliasesAsMappingKeysAreBudgeted() {
        var yaml = "k0: &k0 x\n"
        for level in 1..<60 { yaml += "k\(level): &k\(level) {? *k\(level - 1) : 1, ? *k\(level - 1) : 2}\n" }
        let stream = timed { YAMLReader.read(Array(yaml.utf8)) }
        XCTAssertTrue(stream.failure?.message.contains("aliases expand") ?? false, "\(String(describing: stream.failure))")
    }

    func testLongStringsWeighInTheAliasBudget() {
        // 10,000 aliases of a 100 kB string: few nodes, a gigabyte of text.
        let yaml = "s: &s \"\(String(repeating: "x", count: 100_000))\"\nl: [" + Array(repeating: "*s", count: 10_000).joined(separator: ", ") + "]\n"
        let stream = timed { YAMLReader.read(Array(yaml.utf8)) }
        XCTAssertTrue(stream.failure?.message.contains("aliases expand") ?? false)
        // A short string may be repeated as often as the node budget allows.
        let small = "s: &s abc\nl: [" + Array(repeating: "*s", count: 10_000).joined(separator: ", ") + "]\n"
        XCTAssertNil(YAMLReader.read(Array(small.utf8)).failure)
    }

    func testAliasesInTheElementTreeAreOneDiagnostic() throws {
        var yaml = "screen: A\nplatform: iPadOS\nelements:\n  - &e0 {type: button, presents: {type: popover}}\n"
        for level in 1..<10 {
            yaml += "  - &e\(level) {type: stack, children: [" + Array(repeating: "*e\(level - 1)", count: 10).joined(separator: ", ") + "]}\n"
        }
        let diagnostics = timed { lint(yaml) }
        XCTAssertEqual(diagnostics.filter { $0.ruleID == "invalid-document" }.count, 1)
        XCTAssertTrue(diagnostics.contains { $0.message.contains("aliases expand") })
    }

    func testAliasedElementsWithinTheBudgetAreLintedAndReportedOnce() {
        // Legitimate reuse: one anchored popover used by many buttons reports at the anchor once.
        var yaml = "screen: A\nplatform: iPadOS\nelements:\n  - {type: button, presents: &p {type: popover, size: {width: 900, height: 10}}}\n"
        for _ in 0..<500 { yaml += "  - {type: button, presents: *p}\n" }
        let diagnostics = timed { lint(yaml, edition: .ios2011) }
        XCTAssertEqual(diagnostics.positions(of: "popover-oversize").count, 1)
        XCTAssertFalse(diagnostics.contains { $0.ruleID == "invalid-document" })
    }

    // MARK: - Size of containers

    /// Regression: both readers copied a container's item array for every item added (quadratic:
    /// a 700 kB JSON list of 40,000 screens took 130 s in a release build).
    func testLongListsAndMappingsReadInLinearTime() {
        let json = "[" + Array(repeating: "{\"type\": \"button\"}", count: 40_000).joined(separator: ",") + "]"
        let jsonStream = timed { JSONReader.read(Array(json.utf8)) }
        XCTAssertEqual(jsonStream.documents.first?.root.items?.count, 40_000)
        let yaml = (0..<40_000).map { "k\($0): [a, b]\n" }.joined()
        let yamlStream = timed { YAMLReader.read(Array(yaml.utf8)) }
        XCTAssertEqual(yamlStream.documents.first?.root.entries?.count, 40_000)
    }

    // MARK: - Nesting

    func testDeepBlockNestingIsOneFailureNotAStackOverflow() {
        var yaml = ""
        var indent = ""
        for index in 0..<3000 {
            yaml += indent + "k\(index):\n"
            indent += " "
        }
        let stream = timed { YAMLReader.read(Array(yaml.utf8)) }
        XCTAssertEqual(stream.failure?.message, "nesting is deeper than 256 levels")
        XCTAssertEqual(stream.failure?.position.line, 257)
    }

    func testDeepFlowNestingThroughTheWholePipeline() {
        let yaml = String(repeating: "{a: [", count: 50_000)
        let diagnostics = timed { lint(yaml) }
        XCTAssertEqual(only(diagnostics)?.message, "Not valid YAML: nesting is deeper than 256 levels.")
        let json = String(repeating: "{\"a\": [", count: 50_000)
        let jsonDiagnostics = timed { lint(json, name: "deep.json") }
        XCTAssertEqual(only(jsonDiagnostics)?.range.start, SourcePosition(line: 1, column: 897))
    }

    // MARK: - Size

    func testFilesOverTheSizeLimitAreNotParsed() throws {
        var limits = ParseLimits()
        limits.maxFileSize = 100
        let linter = Linter(limits: limits)
        let bytes = [UInt8](repeating: UInt8(ascii: "["), count: 101)
        let diagnostic = try XCTUnwrap(only(linter.lint(bytes: bytes, path: "big.yaml")))
        XCTAssertEqual(diagnostic.ruleID, "invalid-document")
        XCTAssertEqual(diagnostic.range, .fileStart)
        XCTAssertEqual(diagnostic.message, "The file is 101 bytes, over the limit of 100 (--max-file-size); it is not linted.")
        XCTAssertEqual(ParseLimits.default.maxFileSize, 10 * 1024 * 1024)
        // At the limit it is linted.
        XCTAssertEqual(linter.lint(bytes: Array(bytes.prefix(100)), path: "big.yaml").first?.message.contains("not linted"), false)
    }

    // MARK: - Encodings and bytes that are not text

    private func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
        (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) + text.utf16.flatMap { unit in
            bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
    }

    func testUTF16WithAByteOrderMarkGivesTheSameTreeAsUTF8() throws {
        let yaml = "screen: Café 😀\r\nplatform: iOS\nelements:\n  - {id: ü, type: button}\n"
        let json = "{\"screen\": \"Café 😀\",\r\n \"platform\": \"iOS\", \"elements\": [{\"id\": \"ü\", \"type\": \"button\"}]}"
        for bigEndian in [false, true] {
            for (text, read) in [(yaml, YAMLReader.read), (json, JSONReader.read)] as [(String, ([UInt8], ParseLimits) -> ParsedStream)] {
                let expected = read(Array(text.utf8), .default)
                let actual = read(utf16(text, bigEndian: bigEndian), .default)
                XCTAssertNil(actual.failure, text)
                let lhs = try XCTUnwrap(expected.documents.first?.root.entries)
                let rhs = try XCTUnwrap(actual.documents.first?.root.entries)
                XCTAssertEqual(lhs.map(\.key.range), rhs.map(\.key.range))
                XCTAssertEqual(lhs.map(\.value.range), rhs.map(\.value.range))
                XCTAssertEqual(rhs.first?.value.scalar?.text, "Café 😀")
            }
        }
    }

    func testFormatByContentSeesThroughUTF16() {
        let json = "  {\"screen\": \"A\"}"
        XCTAssertEqual(InputFormat.detect(path: "-", bytes: utf16(json, bigEndian: false)), .json)
        XCTAssertEqual(InputFormat.detect(path: "-", bytes: utf16(json, bigEndian: true)), .json)
        XCTAssertEqual(InputFormat.detect(path: "-", bytes: utf16("screen: A", bigEndian: false)), .yaml)
        XCTAssertEqual(InputFormat.detect(path: "-", bytes: [0xFF, 0xFE, 0x7B]), .yaml)
        XCTAssertEqual(InputFormat.detect(path: "-", bytes: Array("\u{FEFF}\n[1]".utf8)), .json)
    }

    func testBrokenUTF16IsOneFailureWithAPosition() {
        // "a: b\n" then a lone high surrogate.
        let bytes: [UInt8] = [0xFF, 0xFE, 0x61, 0, 0x3A, 0, 0x20, 0, 0x62, 0, 0x0A, 0, 0x3D, 0xD8, 0x61, 0]
        for read in [YAMLReader.read, JSONReader.read] as [([UInt8], ParseLimits) -> ParsedStream] {
            let stream = read(bytes, .default)
            XCTAssertEqual(stream.failure?.message, "an unpaired surrogate in UTF-16LE text")
            XCTAssertEqual(stream.failure?.position, SourcePosition(line: 2, column: 1))
            XCTAssertEqual(read([0xFE, 0xFF, 0x00, 0x61, 0x00], .default).failure?.message, "an odd number of bytes in UTF-16BE text")
            XCTAssertEqual(read([0xFF, 0xFE, 0, 0, 0x61, 0, 0, 0], .default).failure?.message, "the file is UTF-32 text; save it as UTF-8")
        }
    }

    func testBinaryInvalidUTF8AndNULHavePositionsAndSaySo() throws {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D]
        for name in ["logo.yaml", "logo.json", "logo.png"] {
            let diagnostic = try XCTUnwrap(only(Linter().lint(bytes: png, path: name)))
            XCTAssertEqual(diagnostic.range.start, SourcePosition(line: 1, column: 1))
            XCTAssertTrue(diagnostic.message.contains("not UTF-8 text"), diagnostic.message)
        }
        // A broken sequence is shown where it starts; an incomplete one at the end of the file too.
        let latin1 = Array("title: Caf".utf8) + [0xE9] + Array(" au lait\n".utf8)
        XCTAssertEqual(YAMLReader.read(latin1).failure?.position, SourcePosition(line: 1, column: 11))
        XCTAssertEqual(YAMLReader.read(Array("a: ".utf8) + [0xE2, 0x82]).failure?.position, SourcePosition(line: 1, column: 4))
        let nul = Array("a: 1\nb: x".utf8) + [0] + Array("y\n".utf8)
        let yaml = YAMLReader.read(nul).failure
        XCTAssertEqual(yaml?.position, SourcePosition(line: 2, column: 5))
        XCTAssertTrue(yaml?.message.contains("NUL byte") ?? false)
        let json = JSONReader.read(Array("[1,".utf8) + [0] + Array("]".utf8)).failure
        XCTAssertEqual(json?.position, SourcePosition(line: 1, column: 4))
        XCTAssertTrue(json?.message.contains("NUL byte") ?? false)
        // Non-ASCII text where JSON expects a value is named, not called binary.
        XCTAssertEqual(JSONReader.read(Array("[é]".utf8)).failure?.message, "unexpected character 'é'; expected a JSON value")
    }

    // MARK: - Empty files

    func testEmptyAndCommentOnlyFilesGiveOneDiagnostic() throws {
        for (text, name) in [("", "a.yaml"), ("\n\n  \n", "b.yaml"), ("# only a comment", "c.yaml"), ("---\n# x\n---\n...\n", "d.yaml"),
                             ("\u{FEFF}", "e.yaml"), ("~\n", "f.yaml"), ("null", "g.json")] {
            let diagnostic = try XCTUnwrap(only(lint(text, name: name)), name)
            XCTAssertEqual(diagnostic.ruleID, "invalid-document", name)
            XCTAssertEqual(diagnostic.range, .fileStart, name)
            XCTAssertEqual(diagnostic.message, "The file holds no screen: it is empty, or holds only comments or empty documents.", name)
        }
        // An empty JSON file is not JSON: one syntax diagnostic, at the end.
        XCTAssertEqual(only(lint("", name: "e.json"))?.message, "Not valid JSON: the file holds no JSON value.")
        // An explicit empty list of screens, or a stream with a screen and an empty document, is not empty.
        XCTAssertEqual(lint("[]", name: "list.json"), [])
        XCTAssertEqual(lint("[]\n"), [])
        XCTAssertFalse(lint("screen: A\nplatform: iPadOS\nelements: []\n---\n").contains { $0.ruleID == "invalid-document" })
        XCTAssertEqual(lint("", locale: .ko).first?.message, "파일에 화면이 없습니다. 비어 있거나 주석 또는 빈 문서만 있습니다.")
    }

    // MARK: - Messages

    func testLongValuesAreClippedInMessages() throws {
        let key = String(repeating: "k", count: 1_000_000)
        // An explicit key (`? key`): YAML's implicit keys stop at 1,024 characters.
        let diagnostics = timed { lint("screen: A\nplatform: iOS\nelements: []\n? \(key)\n: 1\n") }
        let message = try XCTUnwrap(diagnostics.first { $0.ruleID == "unknown-key" }?.message)
        XCTAssertLessThan(message.count, 700)
        XCTAssertTrue(message.contains(String(repeating: "k", count: 511) + "…"))
        // Enumerations listed in full are not clipped.
        let type = try XCTUnwrap(lint("screen: A\nplatform: iOS\nelements: [{type: buton}]\n").first { $0.ruleID == "invalid-value" })
        XCTAssertTrue(type.message.contains("popover, sheet, fullScreen, alert, actionSheet, menu, panel"), type.message)
    }

    // MARK: - Reading files

    func testInputReaderLimitsAndFailures() throws {
        let folder = try ScratchFolder(for: self).url
        let file = folder.appendingPathComponent("a.yaml")
        try Data(repeating: 0x61, count: 1000).write(to: file)
        XCTAssertEqual(InputReader.read(path: file.path, limit: 1000), .bytes([UInt8](repeating: 0x61, count: 1000)))
        XCTAssertEqual(InputReader.read(path: file.path, limit: 999), .tooLarge(size: "1000"))
        XCTAssertEqual(InputReader.read(path: folder.path, limit: 10), .failed("is a folder"))
        XCTAssertEqual(InputReader.read(path: folder.appendingPathComponent("none.yaml").path, limit: 10),
                       .failed("no longer exists (removed while higlint ran?)"))
        // A FIFO with no writer reads as empty instead of blocking.
        let fifo = folder.appendingPathComponent("p.yaml").path
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        XCTAssertEqual(timed { InputReader.read(path: fifo, limit: 10) }, .bytes([]))
        // An endless device stops one byte past the limit.
        XCTAssertEqual(timed { InputReader.read(path: "/dev/zero", limit: 1 << 20) }, .tooLarge(size: "more than 1048576"))
        if FileManager.default.fileExists(atPath: "/proc/self/mem") {
            guard case .failed(let reason) = InputReader.read(path: "/proc/self/mem", limit: 10) else {
                return XCTFail("reading /proc/self/mem from its start fails, even as root")
            }
            XCTAssertTrue(reason.hasPrefix("cannot be read"), reason)
        }
    }

    func testAFileListedThenRemovedIsAFailureNotACrash() throws {
        let folder = try ScratchFolder(for: self).url
        for name in ["a.yaml", "b.yaml"] { try Data("screen: A\n".utf8).write(to: folder.appendingPathComponent(name)) }
        var collector = FileCollector()
        try collector.add(folder.path, stdinName: nil)
        XCTAssertEqual(collector.inputs.count, 2)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("a.yaml"))
        let outcomes = collector.inputs.map { InputReader.read(pathBytes: $0.pathBytes, limit: 1000) }
        XCTAssertEqual(outcomes[0], .failed("no longer exists (removed while higlint ran?)"))
        XCTAssertEqual(outcomes[1], .bytes(Array("screen: A\n".utf8)))
    }

    func testTheWalkReportsWhatItCannotLintAndSkipsNothingSilently() throws {
        let folder = try ScratchFolder(for: self).url
        try Data("screen: A\n".utf8).write(to: folder.appendingPathComponent("ok.yaml"))
        try Data().write(to: folder.appendingPathComponent("notes.txt"))
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("broken.yml").path, withDestinationPath: "nowhere")
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("broken.txt").path, withDestinationPath: "nowhere")
        XCTAssertEqual(mkfifo(folder.appendingPathComponent("fifo.json").path, 0o644), 0)
        var collector = FileCollector()
        try collector.add(folder.path, stdinName: nil)
        XCTAssertEqual(collector.inputs.map(\.displayPath), [folder.path + "/ok.yaml"])
        XCTAssertEqual(collector.problems.map(\.description).sorted(), [
            folder.path + "/broken.yml: cannot be read (a broken symbolic link)",
            folder.path + "/fifo.json: not a regular file; not linted",
        ])
    }
}
