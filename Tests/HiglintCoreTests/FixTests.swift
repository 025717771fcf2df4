import HiglintCore
import XCTest

/// Fixes, applied and linted again: the finding is gone, nothing new appears, the rest of the
/// file is as it was byte for byte, and fixing the fixed file changes nothing.
final class FixTests: XCTestCase {
    struct Fixed {
        var text: String
        var before: [Diagnostic]
        var after: [Diagnostic]
        var fixed: Int
    }

    private func fix(_ text: String, name: String = "screen.yaml", unsafe: Bool = false, edition: Edition = .current,
                     enabling: [String] = [], file: StaticString = #filePath, line: UInt = #line) -> Fixed {
        let before = lint(text, name: name, edition: edition, enabling: enabling)
        let result = Fixer(includesUnsafe: unsafe).apply(to: Array(text.utf8), diagnostics: before, lineBreaks: name.hasSuffix(".json") ? .standard : .yaml)
        let fixedText = String(decoding: result.bytes, as: UTF8.self)
        let after = lint(fixedText, name: name, edition: edition, enabling: enabling)
        // Nothing new: every finding left was there before (by rule and words; lines may move).
        let earlier = before.map { "\($0.ruleID): \($0.message)" }
        for diagnostic in after {
            XCTAssertTrue(earlier.contains("\(diagnostic.ruleID): \(diagnostic.message)"),
                          "new finding after the fix: \(diagnostic.range.start) \(diagnostic.ruleID) \(diagnostic.message)\n\(fixedText)",
                          file: file, line: line)
        }
        // Idempotent: the fixed file has nothing more to fix of the same kind.
        let again = Fixer(includesUnsafe: unsafe).apply(to: result.bytes, diagnostics: after, lineBreaks: name.hasSuffix(".json") ? .standard : .yaml)
        XCTAssertEqual(String(decoding: again.bytes, as: UTF8.self), fixedText, "a second run changed the file", file: file, line: line)
        return Fixed(text: fixedText, before: before, after: after, fixed: result.fixed)
    }

    // MARK: - compactAdaptation

    func testCompactAdaptationBecomesSheetKeepingEverythingElse() {
        let text = """
        # Share sheet, iPhone
        screen: Share
        platform: iOS
        elements:
          - id: share
            type: button
            presents:
              compactAdaptation: 'none'   # keep it a popover?
              type: popover

        """
        let result = fix(text)
        XCTAssertEqual(result.before.first { $0.ruleID == "popover-in-compact" }?.fix?.applicability, .safe)
        XCTAssertEqual(result.text, text.replacingOccurrences(of: "'none'", with: "'sheet'"))
        XCTAssertFalse(result.after.contains { $0.ruleID == "popover-in-compact" })
        XCTAssertEqual(result.fixed, 1)
    }

    func testCompactAdaptationInJSON() {
        let text = """
        {"screen": "Share", "platform": "iOS", "elements": [
          {"id": "share", "type": "button",
           "presents": {"type": "popover", "compactAdaptation": "popover"}}]}

        """
        let result = fix(text, name: "share.json")
        XCTAssertEqual(result.text, text.replacingOccurrences(of: "\"compactAdaptation\": \"popover\"", with: "\"compactAdaptation\": \"sheet\""))
        XCTAssertTrue(result.after.isEmpty, "\(result.after.map(\.message))")
    }

    /// The UIPopoverController case has no value to change: no fix.
    func testNoFixForUIPopoverControllerOnIPhone() {
        let text = """
        screen: Share
        platform: iOS
        elements:
          - id: share
            type: button
            presents: {type: popover, api: UIPopoverController, compactAdaptation: sheet}

        """
        let diagnostics = lint(text)
        XCTAssertNil(diagnostics.first { $0.ruleID == "popover-in-compact" }?.fix)
    }

    // MARK: - resize.animated

    func testResizeAnimatedBecomesTrueInBlockYAML() {
        let text = """
        screen: Weather
        platform: iPadOS
        elements:
          - id: forecast
            type: button
            presents:
              type: popover
              size: {width: 320, height: 200}
              resize:
                width: 320
                height: 480
                animated: false  # jumps

        """
        let result = fix(text)
        XCTAssertEqual(result.text, text.replacingOccurrences(of: "animated: false", with: "animated: true"))
        XCTAssertTrue(result.after.isEmpty)
    }

    // MARK: - dismiss.outsideTap

    static let unsaved = """
    screen: Notes
    platform: iPadOS
    elements:
      - id: add
        type: barButton
        presents:
          type: popover
          size: {width: 320, height: 300}
          content:
            - {id: note, type: textView}
            - {type: button, title: Done}

    """

    func testOutsideTapIsAddedWithTheFilesIndentation() {
        let result = fix(Self.unsaved)
        XCTAssertEqual(result.before.first { $0.ruleID == "popover-save-on-dismiss" }?.fix?.applicability, .safe)
        XCTAssertEqual(result.text, Self.unsaved.replacingOccurrences(of: "      content:\n", with: """
                  dismiss:
                    outsideTap: save
                  content:

            """))
        XCTAssertFalse(result.after.contains { $0.ruleID == "popover-save-on-dismiss" })
    }

    func testOutsideTapIsAddedWithFourSpacesAndCRLF() {
        let text = [
            "screen: Notes", "platform: iPadOS", "elements:", "    - id: add", "      type: barButton", "      presents:",
            "          type: popover", "          content:", "              - {id: note, type: textView}", "",
        ].joined(separator: "\r\n")
        let result = fix(text)
        XCTAssertTrue(result.text.contains("\r\n          dismiss:\r\n              outsideTap: save\r\n          content:"), result.text)
        XCTAssertFalse(result.after.contains { $0.ruleID == "popover-save-on-dismiss" })
    }

    /// libyaml ends a line at NEL, U+2028 and U+2029 (YAML 1.1's line breaks), so the findings'
    /// lines count them: the fix must count them too, or it points at another line and is lost.
    func testAFileWithNELOrLineSeparatorBreaksIsFixedAtTheFindingsLines() {
        for lineBreak in ["\u{85}", "\u{2028}", "\u{2029}"] {
            let text = [
                "screen: Notes", "platform: iPadOS", "elements:", "    - id: add", "      type: barButton", "      presents:",
                "          type: popover", "          content:", "              - {id: note, type: textView}", "",
            ].joined(separator: lineBreak)
            let result = fix(text)
            XCTAssertEqual(result.before.first { $0.ruleID == "popover-save-on-dismiss" }?.range.start.line, 7)
            XCTAssertEqual(result.fixed, 1, lineBreak.debugDescription)
            XCTAssertTrue(result.text.contains(lineBreak + "          dismiss:" + lineBreak + "              outsideTap: save" + lineBreak + "          content:"),
                          result.text.debugDescription)
            XCTAssertFalse(result.after.contains { $0.ruleID == "popover-save-on-dismiss" })
        }
    }

    /// Issue #30: a file that starts with CRLF and goes on in LF got CRLF in its LF part; each
    /// new line takes the ending of the lines where it goes.
    func testAMixedFileGetsTheLineEndingOfThePlaceOfTheFix() {
        let head = ["# written on Windows", "screen: Notes", "platform: iPadOS", ""].joined(separator: "\r\n")
        let tail = ["elements:", "    - id: add", "      type: barButton", "      presents:",
                    "          type: popover", "          content:", "              - {id: note, type: textView}", ""].joined(separator: "\n")
        let result = fix(head + tail)
        XCTAssertTrue(result.text.hasPrefix(head), result.text)
        XCTAssertTrue(result.text.contains("\n          dismiss:\n              outsideTap: save\n          content:"), result.text.debugDescription)
        XCTAssertEqual(result.text.utf8.split(separator: 0x0A).filter { $0.last == 0x0D }.count, 3, "only the CRLF part has CRLF")
        XCTAssertFalse(result.after.contains { $0.ruleID == "popover-save-on-dismiss" })
    }

    /// A comment above a key is about it (a suppression comment names the next line): the new
    /// key goes above it, not between.
    func testOutsideTapIsAddedAboveTheCommentsOfTheNextKey() {
        let text = Self.unsaved.replacingOccurrences(of: "      content:\n", with: "      # what people type\n      content:\n")
        let result = fix(text)
        XCTAssertTrue(result.text.contains("      dismiss:\n        outsideTap: save\n      # what people type\n      content:\n"), result.text)
    }

    func testOutsideTapIsAddedToAFlowPresentation() {
        let text = """
        screen: Notes
        platform: iPadOS
        elements:
          - {id: add, type: barButton, presents: {type: popover, content: [{id: note, type: textField}]}}

        """
        let result = fix(text)
        XCTAssertEqual(result.text, text.replacingOccurrences(of: "{type: popover, content:", with: "{type: popover, dismiss: {outsideTap: save}, content:"))
        XCTAssertFalse(result.after.contains { $0.ruleID == "popover-save-on-dismiss" })
    }

    func testOutsideTapIsAddedToCompactJSONCompactly() {
        let text = #"{"screen":"N","platform":"iPadOS","elements":[{"id":"a","type":"button","presents":{"type":"popover","content":[{"type":"textField"}]}}]}"#
        XCTAssertEqual(fix(text, name: "n.json").text,
                       text.replacingOccurrences(of: #""content":"#, with: #""dismiss":{"outsideTap":"save"},"content":"#))
    }

    func testOutsideTapIsAddedToAnExistingDismissMapping() {
        let text = Self.unsaved.replacingOccurrences(of: "      content:\n", with: "      dismiss: {onSelection: false}\n      content:\n")
        let result = fix(text)
        XCTAssertTrue(result.text.contains("dismiss: {onSelection: false, outsideTap: save}"), result.text)
        let block = Self.unsaved.replacingOccurrences(of: "      content:\n", with: "      dismiss:\n        onSelection: false\n      content:\n")
        XCTAssertTrue(fix(block).text.contains("      dismiss:\n        onSelection: false\n        outsideTap: save\n"))
    }

    func testOutsideTapDiscardBecomesSaveInJSONAndIsAddedWhenAbsent() {
        let discard = """
        {
          "screen": "Notes",
          "platform": "macOS",
          "elements": [
            {
              "id": "add",
              "type": "button",
              "presents": {
                "type": "popover",
                "dismiss": {"outsideTap": "discard"},
                "content": [{"id": "note", "type": "textView"}]
              }
            }
          ]
        }

        """
        XCTAssertEqual(fix(discard, name: "n.json").text, discard.replacingOccurrences(of: "\"discard\"", with: "\"save\""))
        let absent = discard.replacingOccurrences(of: "        \"dismiss\": {\"outsideTap\": \"discard\"},\n", with: "")
        let result = fix(absent, name: "n.json")
        XCTAssertEqual(result.text, discard.replacingOccurrences(of: "\"discard\"", with: "\"save\""))
        XCTAssertTrue(result.after.isEmpty, "\(result.after.map(\.message))")
    }

    // MARK: - arrow

    static let misplaced = """
    screen: Calendar
    platform: iPadOS
    viewport: {width: 1024, height: 768}
    elements:
      - id: add
        type: button
        frame: {x: 100, y: 100, width: 44, height: 44}
        presents:
          type: popover
          arrow: [down]
          frame: {x: 60, y: 160, width: 300, height: 200}

    """

    func testArrowFixPermitsTheDirectionThatFitsAndIsUnsafe() {
        let diagnostics = lint(Self.misplaced)
        XCTAssertEqual(diagnostics.first { $0.ruleID == "popover-arrow" }?.fix?.applicability, .unsafe)
        XCTAssertEqual(fix(Self.misplaced).fixed, 0, "an unsafe fix is not applied without --unsafe-fixes")
        let result = fix(Self.misplaced, unsafe: true)
        XCTAssertEqual(result.text, Self.misplaced.replacingOccurrences(of: "arrow: [down]", with: "arrow: up"))
        XCTAssertFalse(result.after.contains { $0.ruleID == "popover-arrow" })
    }

    func testArrowNoneIsRemoved() {
        let text = Self.misplaced.replacingOccurrences(of: "arrow: [down]", with: "arrow: none  # floating")
        let result = fix(text, unsafe: true)
        XCTAssertEqual(result.text, text.replacingOccurrences(of: "      arrow: none  # floating\n", with: ""))
        XCTAssertFalse(result.after.contains { $0.ruleID == "popover-no-arrow" })
        let flow = """
        {"screen": "S", "platform": "iPadOS", "elements": [
          {"id": "b", "type": "button", "presents": {"type": "popover", "arrow": "none", "size": {"width": 320, "height": 200}}}]}

        """
        XCTAssertEqual(fix(flow, name: "s.json", unsafe: true).text, flow.replacingOccurrences(of: "\"arrow\": \"none\", ", with: ""))
        let last = flow.replacingOccurrences(of: "\"arrow\": \"none\", \"size\": {\"width\": 320, \"height\": 200}", with: "\"size\": {\"width\": 320, \"height\": 200}, \"arrow\": \"none\"")
        XCTAssertEqual(fix(last, name: "s.json", unsafe: true).text, flow.replacingOccurrences(of: "\"arrow\": \"none\", ", with: ""))
    }

    /// Without `arrow: none`, a popover set diagonally off its source would be `popover-arrow`'s
    /// finding: no fix then.
    func testNoArrowRemovalWhereNoDirectionWouldFit() {
        let text = Self.misplaced.replacingOccurrences(of: "arrow: [down]", with: "arrow: none")
            .replacingOccurrences(of: "{x: 60, y: 160,", with: "{x: 400, y: 400,")
        XCTAssertNil(lint(text).first { $0.ruleID == "popover-no-arrow" }?.fix)
    }

    // MARK: - frame

    func testFrameIsMovedInsideTheViewport() {
        let text = """
        screen: Calendar
        platform: iPadOS
        viewport: {width: 1024, height: 768}
        elements:
          - id: add
            type: button
            frame: {x: 900, y: 100, width: 44, height: 44}
            presents:
              type: popover
              frame:
                x: 800
                y: 157
                width: 320
                height: 200

        """
        let result = fix(text, unsafe: true)
        XCTAssertEqual(result.before.first { $0.ruleID == "popover-offscreen" }?.fix?.applicability, .unsafe)
        XCTAssertEqual(result.text, text.replacingOccurrences(of: "x: 800", with: "x: 704"))
        XCTAssertFalse(result.after.contains { $0.ruleID == "popover-offscreen" })
    }

    /// One popover written once and shown from two buttons: its text is both, so no fix.
    func testNoFixForAnAliasedPopover() {
        let text = """
        screen: Notes
        platform: iPadOS
        elements:
          - id: add
            type: barButton
            presents: &details
              type: popover
              resize: {width: 300, animated: false}
          - id: edit
            type: barButton
            presents: *details

        """
        let diagnostics = lint(text).filter { $0.ruleID == "popover-resize-animation" }
        XCTAssertFalse(diagnostics.isEmpty)
        XCTAssertTrue(diagnostics.allSatisfy { $0.fix == nil })
    }

    /// A key written twice is `duplicate-key`'s: removing or changing one of them would leave
    /// the other, so no fix (and no second run that finds more).
    func testNoFixForAKeyWrittenTwice() {
        let text = Self.misplaced.replacingOccurrences(of: "      arrow: [down]\n", with: "      arrow: none\n      arrow: none\n")
        XCTAssertTrue(lint(text).filter { $0.ruleID == "popover-no-arrow" }.allSatisfy { $0.fix == nil })
    }

    // MARK: - Applying

    func testOverlappingEditsKeepTheFirstAndPositionsCountCharacters() {
        let bytes = Array("\u{FEFF}a: ü\r\nb: 2\n".utf8)
        func edit(_ line: Int, _ column: Int, _ endColumn: Int, _ text: String) -> Fix {
            Fix(title: text, applicability: .safe, edits: [TextEdit(range: SourceRange(line: line, column: column, endLine: line, endColumn: endColumn), replacement: text)])
        }
        let outcome = FixApplier.apply([edit(1, 4, 5, "x"), edit(1, 4, 5, "y"), edit(2, 4, 5, "3"), edit(9, 1, 1, "z")], to: bytes, lineBreaks: .yaml)
        XCTAssertEqual(String(decoding: outcome.bytes, as: UTF8.self), "\u{FEFF}a: x\r\nb: 3\n")
        XCTAssertEqual(outcome.applied, [0, 2])
    }

    /// Places on a long line (past several of the index's checkpoints), with characters of one to
    /// four bytes, after a byte-order mark and CRLF line ends.
    func testPositionsOnLongLinesCountCharacters() {
        let pieces = ["a", "ü", "가", "😀", " "]
        var line = ""
        for index in 0..<6000 { line += pieces[(index * 7 + index / 3) % pieces.count] }
        let text = SourceText(Array(("\u{FEFF}x\r\n" + line + "\r\nend").utf8), lineBreaks: .standard)
        var offset = 3 + 3
        var column = 1
        for scalar in line.unicodeScalars {
            XCTAssertEqual(text.offset(of: SourcePosition(line: 2, column: column)), offset, "column \(column)")
            offset += String(scalar).utf8.count
            column += 1
            if column > 40, column % 97 != 0 { continue }
        }
        XCTAssertEqual(text.offset(of: SourcePosition(line: 2, column: column)), offset, "the end of the line")
        XCTAssertNil(text.offset(of: SourcePosition(line: 2, column: column + 1)))
        XCTAssertEqual(text.offset(of: SourcePosition(line: 3, column: 1)), offset + 2)
    }

    func testUnifiedDiffHasContextAndHeaders() {
        let original = Array((1...12).map { "line \($0)\n" }.joined().utf8)
        let edits = [FixApplier.ByteEdit(range: 5..<6, replacement: Array("one".utf8))]
        XCTAssertEqual(UnifiedDiff.render(path: "f.yaml", original: original, edits: edits), """
        --- a/f.yaml
        +++ b/f.yaml
        @@ -1,4 +1,4 @@
        -line 1
        +line one
         line 2
         line 3
         line 4

        """)
    }

    /// Every bad example of every rule: applying every fix offered (safe and unsafe) leaves none
    /// of the rule's findings that had one, and nothing new; the fixes are of the kind the
    /// catalog's `fix` says (docs/fixes.md), and a rule whose entry has none offers none.
    func testCatalogExamplesFixCleanly() {
        var offered = 0
        for id in RuleRegistry.catalogOrder {
            guard let entry = RuleCatalog.shared[id] else { return XCTFail("\(id) has no catalog entry") }
            for (offset, example) in entry.badExamples.enumerated() {
                let name = "bad-\(offset).\(example.format)"
                let result = fix(example.text, name: name, unsafe: true, edition: example.edition, enabling: [id])
                let withFix = result.before.filter { $0.ruleID == id && $0.fix != nil }
                for diagnostic in withFix {
                    XCTAssertEqual(diagnostic.fix?.applicability, entry.fix?.applicability, "\(id) \(name): the catalog says otherwise")
                }
                offered += withFix.count
                // Another rule's fix may resolve more (a frame moved inside the viewport is no longer oversize).
                XCTAssertLessThanOrEqual(result.after.filter { $0.ruleID == id }.count, result.before.filter { $0.ruleID == id }.count - withFix.count,
                                         "\(id) \(name):\n\(result.text)")
                if entry.fix == nil { XCTAssertEqual(withFix.count, 0, "\(id) offers a fix its catalog entry does not describe") }
            }
        }
        XCTAssertGreaterThan(offered, 6)
        let explained = ExplainText.render(RuleCatalog.shared["popover-arrow"]!, description: PopoverArrowRule.description,
                                           edition: .current, locale: .en)
        XCTAssertTrue(explained.contains("Fix (unsafe, higlint --fix --unsafe-fixes):"), explained)
    }
}
