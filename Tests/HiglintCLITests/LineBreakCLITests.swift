import Foundation
import XCTest

/// Every line break and a byte-order mark, in every format, through `higlint` as people run it:
/// a finding is on the line and column its format's parser counts (docs/architecture.md,
/// "Positions"), and `--diff`/`--fix` find the place the finding names. YAML ends a line at LF,
/// CR, CRLF, NEL, U+2028 and U+2029 (libyaml); JSON, XML and Swift at LF, CR and CRLF only, so
/// NEL, U+2028 and U+2029 there are characters of a line.
final class LineBreakCLITests: XCTestCase {
    private var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("higlint-breaks-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    static let everyBreak = ["\n", "\r", "\r\n", "\u{85}", "\u{2028}", "\u{2029}"]
    static let standardBreaks = ["\n", "\r", "\r\n"]
    /// Characters that end a YAML line and no other format's.
    static let yamlOnlyBreaks = ["\u{85}", "\u{2028}", "\u{2029}"]

    /// `lines` joined by `lineBreak`, after a byte-order mark when asked.
    private func write(_ lines: [String], _ lineBreak: String, byteOrderMark: Bool, to name: String) throws -> URL {
        let url = scratch.appendingPathComponent(name)
        try Data(((byteOrderMark ? "\u{FEFF}" : "") + lines.joined(separator: lineBreak)).utf8).write(to: url)
        return url
    }

    /// The `line:column` of each finding of `rule` in the text report.
    private func places(of rule: String, in url: URL) throws -> [String] {
        let run = try HiglintBinary.run([url.path])
        return run.stdout.split(separator: "\n").filter { $0.hasSuffix("[\(rule)]") }.map { line in
            let afterName = line.dropFirst(url.path.count + 1)
            return afterName.split(separator: ":").prefix(2).joined(separator: ":")
        }
    }

    /// The finding of `rule` is at `place` with every break of JSON, XML and Swift, with and
    /// without a byte-order mark, and at `shiftedPlace` when `withCharacter` has written NEL,
    /// U+2028 or U+2029 into the lines (where they are characters, not breaks).
    private func assertPlaces(_ lines: [String], name: String, rule: String, at place: String,
                              withCharacter: (String) -> [String], at shiftedPlace: String) throws {
        for lineBreak in Self.standardBreaks {
            for byteOrderMark in [false, true] {
                let file = try write(lines, lineBreak, byteOrderMark: byteOrderMark, to: name)
                XCTAssertEqual(try places(of: rule, in: file), [place], "\(lineBreak.debugDescription) BOM \(byteOrderMark)")
            }
        }
        for character in Self.yamlOnlyBreaks {
            let file = try write(withCharacter(character), "\n", byteOrderMark: false, to: name)
            XCTAssertEqual(try places(of: rule, in: file), [shiftedPlace], character.debugDescription)
        }
    }

    static let notes = ["screen: Notes", "platform: iPadOS", "elements:", "  - id: add", "    type: barButton", "    presents:",
                        "      type: popover", "      content:", "        - {id: note, type: textView}  # a note é", ""]

    func testYAMLFindingsAreOnLibyamlsLinesWhateverTheBreak() throws {
        for lineBreak in Self.everyBreak {
            for byteOrderMark in [false, true] {
                let file = try write(Self.notes, lineBreak, byteOrderMark: byteOrderMark, to: "notes.yaml")
                XCTAssertEqual(try places(of: "popover-save-on-dismiss", in: file), ["7:7"], "\(lineBreak.debugDescription) BOM \(byteOrderMark)")
            }
        }
    }

    /// `--diff` shows the fix at the finding's line in the file's own break, `--fix` writes it,
    /// and the fixed file keeps its byte-order mark and breaks and has nothing left to fix.
    func testYAMLIsFixedAtTheFindingsLineWhateverTheBreak() throws {
        for lineBreak in Self.everyBreak {
            for byteOrderMark in [false, true] {
                let context = "\(lineBreak.debugDescription) BOM \(byteOrderMark)"
                let file = try write(Self.notes, lineBreak, byteOrderMark: byteOrderMark, to: "notes.yaml")
                let before = try Data(contentsOf: file)
                let inserted = lineBreak + "      dismiss:" + lineBreak + "        outsideTap: save" + lineBreak + "      content:"
                let diff = try HiglintBinary.run(["--diff", file.path])
                XCTAssertEqual(diff.status, 1, context + diff.stderr)
                XCTAssertTrue(diff.stdout.contains("dismiss:") && diff.stdout.contains("outsideTap: save"), context + diff.stdout)
                XCTAssertEqual(try Data(contentsOf: file), before, "--diff changes nothing: " + context)
                let fix = try HiglintBinary.run(["--fix", file.path])
                XCTAssertEqual(fix.status, 0, context + fix.stdout + fix.stderr)
                let fixed = String(decoding: try Data(contentsOf: file), as: UTF8.self)
                XCTAssertEqual(fixed, (byteOrderMark ? "\u{FEFF}" : "") + Self.notes.joined(separator: lineBreak)
                    .replacingOccurrences(of: lineBreak + "      content:", with: inserted), context)
            }
        }
    }

    static let notesJSON = ["{", "  \"screen\": \"Notes\",", "  \"platform\": \"iPadOS\",", "  \"elements\": [{", "    \"id\": \"add\",",
                            "    \"type\": \"barButton\",", "    \"presents\": {\"type\": \"popover\", \"content\": [{\"id\": \"note\", \"type\": \"textView\"}]}",
                            "  }]", "}", ""]

    /// JSON's breaks are LF, CR and CRLF (RFC 8259's white space); NEL, U+2028 and U+2029 in a
    /// string are characters, so the lines after them do not move.
    func testJSONFindingsAreOnJSONsLines() throws {
        try assertPlaces(Self.notesJSON, name: "notes.json", rule: "popover-save-on-dismiss", at: "7:18", withCharacter: { character in
            var lines = Self.notesJSON
            lines[1] = "  \"screen\": \"Notes\(character)\","
            lines[6] = lines[6].replacingOccurrences(of: "{\"type\"", with: "{\"id\": \"\(character)\", \"type\"")
            return lines
        }, at: "7:29")
        let diff = try HiglintBinary.run(["--diff", try write(Self.notesJSON, "\r\n", byteOrderMark: true, to: "notes.json").path])
        XCTAssertTrue(diff.stdout.contains("\"dismiss\""), diff.stdout)
    }

    static let library = [
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
        "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\" toolsVersion=\"22505\" targetRuntime=\"iOS.CocoaTouch\" useAutolayout=\"YES\" initialViewController=\"VC1\">",
        "<scenes><scene sceneID=\"SC1\"><objects>",
        "<viewController title=\"Library\" id=\"VC1\" sceneMemberID=\"viewController\"><view key=\"view\" id=\"VW1\">",
        "<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"744\" height=\"1133\"/>",
        "<subviews><button opaque=\"NO\" buttonType=\"system\" id=\"BT1\"><rect key=\"frame\" x=\"20\" y=\"100\" width=\"80\" height=\"34\"/>",
        "<connections><segue destination=\"VC2\" kind=\"popover\" popoverAnchorView=\"BT1\" id=\"SG1\"/></connections>",
        "</button></subviews></view></viewController></objects></scene>",
        "<scene sceneID=\"SC2\"><objects><viewController id=\"VC2\" sceneMemberID=\"viewController\"><view key=\"view\" id=\"VW2\"/></viewController></objects></scene>",
        "</scenes></document>", "",
    ]

    /// XML's breaks are LF, CR and CRLF (XML 1.0's end-of-line handling); NEL, U+2028 and U+2029
    /// are characters of an attribute's value.
    func testStoryboardFindingsAreOnXMLsLines() throws {
        try assertPlaces(Self.library, name: "Library.storyboard", rule: "popover-in-compact", at: "7:39", withCharacter: { character in
            var lines = Self.library
            lines[3] = lines[3].replacingOccurrences(of: "title=\"Library\"", with: "title=\"Library\(character)\"")
            lines[6] = lines[6].replacingOccurrences(of: "<segue ", with: "<segue userLabel=\"\(character)\" ")
            return lines
        }, at: "7:53")
    }

    static let notesView = ["import SwiftUI", "", "struct Notes: View {", "    @State private var editing = false", "    var body: some View {",
                            "        Button(\"Add\") { editing = true }",
                            "            .popover(isPresented: $editing) {", "                Button(\"Open popover\") { }", "            }",
                            "    }", "}", ""]

    /// Swift's breaks are LF, CR and CRLF (the language reference's line breaks); NEL, U+2028 and
    /// U+2029 in a comment or a string are characters.
    func testSwiftFindingsAreOnSwiftsLines() throws {
        try assertPlaces(Self.notesView, name: "Notes.swift", rule: "popover-word-in-copy", at: "8:24", withCharacter: { character in
            var lines = Self.notesView
            lines[0] = "import SwiftUI // notes\(character)é"
            lines[7] = "                /* \(character) */ Button(\"Open popover\") { }"
            return lines
        }, at: "8:32")
    }
}
