import Foundation
import XCTest
@testable import HiglintCore

/// The seams between parsing, the model and the readers (issue #16, item 5; issue #21, item 3):
/// screens built from drafts read as decoded ones do, parsing takes its vocabulary from the
/// model, and suppression comments are found where the scanner finds comments.
final class ModelSeamTests: XCTestCase {
    private static let start = SourceRange(line: 1, column: 1, endLine: 1, endColumn: 1)

    private static func range(_ line: Int, _ column: Int) -> SourceRange {
        SourceRange(line: line, column: column, endLine: line, endColumn: column + 1)
    }

    /// A stack holding a field and a button that presents a popover holding a label, with no ids:
    /// every locator is a place in the tree.
    private func draftScreen() -> Screen {
        var stack = ElementDraft(index: 0, parent: nil, relation: .root, range: Self.range(2, 3))
        stack.type = .stack
        stack.children = [1, 2]
        var field = ElementDraft(index: 1, parent: 0, relation: .child, range: Self.range(3, 5))
        field.type = .textField
        field[copy: .placeholder] = "Name"
        field.keyPositions["placeholder"] = Self.range(3, 20)
        var button = ElementDraft(index: 2, parent: 0, relation: .child, range: Self.range(4, 5))
        button.type = .button
        button.presented = [3]
        var popover = ElementDraft(index: 3, parent: 2, relation: .presented, range: Self.range(5, 7))
        popover.type = .popover
        popover.presentation = PresentationAttributes()
        popover.children = [4]
        popover.keyPositions["type"] = Self.range(5, 13)
        var label = ElementDraft(index: 4, parent: 3, relation: .child, range: Self.range(6, 9))
        label.type = .label
        var screen = Screen(drafts: [stack, field, button, popover, label], roots: [0], range: Self.start)
        screen.name = "Form"
        return screen
    }

    func testAScreenOfDraftsReadsAsTheDraftsSay() {
        let screen = draftScreen()
        XCTAssertEqual(screen.elements.count, 5)
        XCTAssertEqual(screen.roots, [0])
        XCTAssertEqual(screen.popoverIndices, [3])
        XCTAssertEqual(screen.popovers.map(\.index), [3])
        XCTAssertEqual(screen[1].placeholder, "Name")
        XCTAssertTrue(screen[1].isEditable, "a text field holds typed text")
        XCTAssertEqual(screen[0].children, [1, 2])
        XCTAssertEqual(screen[2].presented, [3])
        XCTAssertEqual(screen.source(of: 3)?.index, 2)
        XCTAssertEqual(screen.ancestors(of: 4).map(\.index), [3, 2, 0])
        XCTAssertEqual(screen.content(of: 3).map(\.index), [4])
        XCTAssertEqual(screen.descendants(of: 0).map(\.index), [1, 2, 3, 4])
    }

    func testADraftSaysWhereItsKeysAreWrittenAndNothingMore() {
        let screen = draftScreen()
        XCTAssertTrue(screen[1].writes(.copy(.placeholder)))
        XCTAssertEqual(screen[1].range(of: .copy(.placeholder)), Self.range(3, 20))
        XCTAssertFalse(screen[3].writes(.dismissOutsideTap), "a key no reader wrote is unknown")
        XCTAssertEqual(screen[3].range(of: .dismissOutsideTap), Self.range(5, 13), "an unwritten key points at the type")
        XCTAssertEqual(screen[4].range(of: .frame), Self.range(6, 9), "with no type written either, at the element")
    }

    func testLocatorsOfDraftsAreTheirPlacesInTheTree() {
        let screen = draftScreen()
        XCTAssertEqual(screen.locator(of: 1), "Form/elements[0]/children[0]")
        XCTAssertEqual(screen.locator(of: 3), "Form/elements[0]/children[1]/presents[0]")
        XCTAssertEqual(screen.locator(of: 4), "Form/elements[0]/children[1]/presents[0]/content[0]")
    }

    /// The same screen written in YAML gives the same locators, element for element.
    func testLocatorsOfDecodedElementsMatchThoseOfDrafts() throws {
        let yaml = """
            screen: Form
            platform: iPadOS
            elements:
              - type: stack
                children:
                  - {type: textField, placeholder: Name}
                  - type: button
                    presents:
                      type: popover
                      content: [{type: label}]

            """
        var decoder = ScreenDecoder()
        let decoded = try XCTUnwrap(decoder.decode(YAMLReader.read(Array(yaml.utf8)).documents[0]).first)
        let drafts = draftScreen()
        XCTAssertEqual((0..<5).map { decoded.locator(of: $0) }, (0..<5).map { drafts.locator(of: $0) })
        XCTAssertEqual(decoded.popoverIndices, drafts.popoverIndices)
        XCTAssertEqual(decoded.roots, drafts.roots)
    }

    /// Fixes edit the mapping as written: a decoded element gives its entries with their places,
    /// a draft none.
    func testAnElementGivesItsMappingAsWrittenForEdits() throws {
        let yaml = "screen: A\nplatform: iPadOS\nelements:\n  - {id: b, type: button,  title: Go}\n"
        var decoder = ScreenDecoder()
        let screen = try XCTUnwrap(decoder.decode(YAMLReader.read(Array(yaml.utf8)).documents[0]).first)
        let entries = screen[0].writtenEntries
        XCTAssertEqual(entries.map { $0.key.scalar?.text }, ["id", "type", "title"])
        XCTAssertEqual(entries.map(\.value.range.start), [SourcePosition(line: 4, column: 10), SourcePosition(line: 4, column: 19),
                                                         SourcePosition(line: 4, column: 35)])
        XCTAssertTrue(draftScreen()[0].writtenEntries.isEmpty)
    }

    /// A reader may add an element's presentation after its next sibling (a Swift modifier read
    /// after the views that follow): its descendants are then not the elements that follow it, and
    /// the screen still reads each list in the order the reader filed it.
    func testAnArenasListsHoldWhenAChildIsAddedAfterTheNextSibling() {
        var arena = ElementArena()
        let stack = arena.add(.stack, .root, range: Self.range(1, 1), typeRange: Self.range(1, 1))
        let first = arena.add(.button, .child(of: stack), range: Self.range(2, 3), typeRange: Self.range(2, 3))
        let second = arena.add(.button, .child(of: stack), range: Self.range(3, 3), typeRange: Self.range(3, 3))
        arena.setCopy(.title, "Share", at: Self.range(3, 10), on: second)
        let popover = arena.add(.popover, .presented(by: first), range: Self.range(4, 3), typeRange: Self.range(4, 12))
        let label = arena.add(.label, .child(of: popover), range: Self.range(5, 5), typeRange: Self.range(5, 5))
        arena.setCopy(.text, "Pick one", at: Self.range(5, 12), on: label)
        let other = arena.add(.label, .root, range: Self.range(6, 1), typeRange: Self.range(6, 1))
        var screen = arena.screen(range: Self.start)
        screen.name = "Share"

        XCTAssertEqual(screen.roots, [stack, other])
        XCTAssertEqual(screen[stack].children, [first, second])
        XCTAssertEqual(screen[first].presented, [popover])
        XCTAssertEqual(screen[first].children, [])
        XCTAssertEqual(screen.descendants(of: stack).map(\.index), [first, popover, label, second])
        XCTAssertEqual(screen.locator(of: label), "Share/elements[0]/children[0]/presents[0]/content[0]")
        XCTAssertEqual(screen.locator(of: second), "Share/elements[0]/children[1]")
        XCTAssertEqual(screen.locator(of: other), "Share/elements[1]")
        XCTAssertEqual(screen[second].title, "Share")
        XCTAssertEqual(screen[second].range(of: .copy(.title)), Self.range(3, 10))
        XCTAssertEqual(screen[popover].named(or: "popover"), "Pick one", "a presentation with no copy is named by its content")
        XCTAssertFalse(screen[popover].isDescribed)
    }

    // MARK: - Parsing knows no vocabulary of its own

    /// The written-out key names are the cases' own spellings, in order: a key added to `Key`
    /// without its name here would be read as another key.
    func testKeyNamesAreTheCasesSpelling() {
        XCTAssertEqual(Key.names, Key.allCases.map { "\($0)" })
        // Fields keeps a slot for each key, 48 in all.
        XCTAssertLessThanOrEqual(Key.allCases.count, 48)
        for key in Key.allCases { XCTAssertEqual(Key.lexicon[key.name], key) }
    }

    func testATreeReadsKeysAsCodesOnlyWhenGivenThem() {
        let yaml = Array("type: popover\nmine: 1\n".utf8)
        var coded: [UInt8] = [], plain: [UInt8] = []
        _ = YAMLReader.readTrees(yaml, keys: Key.codes) { document in
            coded = document.tree.entries(of: document.root).map { document.tree.keyCode($0.key) }
            XCTAssertEqual(document.tree.entries(of: document.root).map { document.tree.text($0.key) }, ["type", "mine"])
        }
        _ = YAMLReader.readTrees(yaml) { document in
            plain = document.tree.entries(of: document.root).map { document.tree.keyCode($0.key) }
            XCTAssertEqual(document.tree.entries(of: document.root).map { document.tree.text($0.key) }, ["type", "mine"])
        }
        XCTAssertEqual(coded, [UInt8(Key.type.rawValue), KeyCodes.none])
        XCTAssertEqual(plain, [KeyCodes.none, KeyCodes.none])
    }

    func testKeyCodesFindEachWordAndNothingElse() {
        let codes = KeyCodes(names: ["alpha", "beta"])
        func code(_ text: String) -> UInt8 {
            var text = text
            return text.withUTF8 { codes.code(of: $0) }
        }
        XCTAssertEqual(code("alpha"), 0)
        XCTAssertEqual(code("beta"), 1)
        for other in ["", "alphA", "alph", "alphaa", "gamma", String(repeating: "a", count: 40)] {
            XCTAssertEqual(code(other), KeyCodes.none, other)
        }
    }

    /// Parsing/ names no model type: the model passes its key codes in.
    func testParsingSourcesDoNotUseTheModelsKeys() throws {
        let folder = Checkout.root.appendingPathComponent("Sources/HiglintCore/Parsing")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        XCTAssertFalse(files.isEmpty)
        for file in files {
            // Code only: a comment may say where the codes come from.
            let code = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                .split(separator: "\n").filter { !$0.drop { $0 == " " }.hasPrefix("//") }.joined(separator: "\n")
            for model in ["\\bKey\\.", "\\bElementType\\b", "\\bKeySet\\b", "\\bLexicon<"] {
                XCTAssertNil(code.range(of: model, options: .regularExpression), "\(file) uses the model's \(model)")
            }
        }
    }

    // MARK: - Suppression comments, read as bytes

    /// Lines end where libyaml ends them (CRLF, NEL, U+2028), and columns count characters, not
    /// bytes; a comment holding text beyond ASCII is read as characters.
    func testDirectivesArePlacedByCharactersAcrossEveryLineBreak() {
        let text = "screen: Café\r\nplatform: iOS\u{85}elements: [] # higlint-disable-line popover-nested\u{2028}"
            + "title: é # higlint-disable-next-line popover-oversize -- café\n"
        let directives = YAMLComments.directives(in: Array(text.utf8))
        XCTAssertEqual(directives.map(\.kind), [.line, .nextLine])
        XCTAssertEqual(directives.map(\.range.start), [SourcePosition(line: 3, column: 14), SourcePosition(line: 4, column: 10)])
        XCTAssertEqual(directives.map(\.range.end), [SourcePosition(line: 3, column: 51), SourcePosition(line: 4, column: 62)])
        XCTAssertEqual(directives.flatMap { $0.rules.map(\.id) }, ["popover-nested", "popover-oversize"])
        XCTAssertEqual(directives.flatMap { $0.rules.map(\.range) },
                       [SourceRange(line: 3, column: 37, endLine: 3, endColumn: 51),
                        SourceRange(line: 4, column: 38, endLine: 4, endColumn: 54)])
    }

    /// The one directive parser, on a comment's text after its marker, placed at line 2,
    /// column 8: the kind, the rule ids with their columns (in characters), and the range from
    /// the marker's last character (column 7) to the text's end.
    func testTheDirectiveParserReadsEveryForm() {
        func parse(_ body: String) -> SuppressionDirective? {
            SuppressionDirective(commentBody: Substring(body), at: SourcePosition(line: 2, column: 8))
        }
        func rules(_ body: String) -> [String]? {
            parse(body).map { $0.rules.map { "\($0.id)@\($0.range.start.column)-\($0.range.end.column)" } }
        }
        XCTAssertEqual(parse(" higlint-disable-line")?.kind, .line)
        XCTAssertEqual(parse(" higlint-disable-line")?.range, SourceRange(line: 2, column: 7, endLine: 2, endColumn: 29))
        XCTAssertEqual(rules(" higlint-disable-line"), [])
        XCTAssertEqual(parse("higlint-disable popover-nested,popover-arrow -- why")?.kind, .disable)
        XCTAssertEqual(rules("higlint-disable popover-nested,popover-arrow -- why"), ["popover-nested@24-38", "popover-arrow@39-52"])
        XCTAssertEqual(parse("higlint-disable popover-nested -- why")?.range.end.column, 45, "the reason is part of the comment")
        XCTAssertEqual(parse("   higlint-enable\tall")?.kind, .enable)
        XCTAssertEqual(rules("   higlint-enable\tall"), ["all@26-29"])
        XCTAssertEqual(rules(" higlint-disable-file popover-word-in-copy,, x"), ["popover-word-in-copy@30-50", "x@53-54"])
        XCTAssertEqual(parse(" higlint-disable-file popover-word-in-copy")?.kind, .file)
        XCTAssertEqual(parse(" higlint-disable-next-line\u{0B}popover-nested")?.rules.map(\.id), ["\u{0B}popover-nested"],
                       "a vertical tab ends the kind, and is no separator")
        XCTAssertEqual(parse(" higlint-disable-next-line\u{0B}popover-nested")?.kind, .nextLine)
        XCTAssertEqual(rules(" higlint-disable-line --"), [])
        // Text beyond ASCII: columns count characters; a no-break space ends the kind as white space does.
        XCTAssertEqual(rules(" higlint-disable-line popover-nested -- café"), ["popover-nested@30-44"])
        XCTAssertEqual(parse(" higlint-disable-line popover-nested -- café")?.range.end.column, 52)
        XCTAssertEqual(rules(" higlint-disable-line é,popover-nested"), ["é@30-31", "popover-nested@32-46"])
        XCTAssertEqual(parse(" higlint-disable\u{A0}popover-nested")?.kind, .disable)
        // A block comment's text may hold its line break.
        XCTAssertEqual(parse(" higlint-disable-line\n")?.kind, .line)
        for notADirective in [" higlint-disablex", " not a directive", " higlint-", "", " higlint-disable-linex popover-nested", "x higlint-disable"] {
            XCTAssertNil(parse(notADirective), notADirective)
        }
    }
}
