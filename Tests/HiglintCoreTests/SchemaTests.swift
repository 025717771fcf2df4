import XCTest
@testable import HiglintCore

/// The schema rules of screen-format.md ("Bad input"): each problem once, at the key that
/// causes it, and the rest of the file still checked.
final class SchemaTests: XCTestCase {
    private func summary(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.range.start) \($0.ruleID)" }
    }

    func testMissingRequiredScreenKeysAndElementType() {
        let diagnostics = lint("""
        screen: A
        elements:
          - id: ok
            children:
              - label: no type
        """)
        XCTAssertEqual(summary(diagnostics), ["1:1 missing-key", "3:5 missing-key", "5:9 missing-key"])
        XCTAssertEqual(diagnostics[0].message, "The screen has no 'platform' key.")
    }

    func testInvalidValuesPointAtTheirKeyWithSuggestions() {
        let diagnostics = lint("""
        screen: A
        platform: ios
        sizeClass: wide
        elements:
          - type: buton
            editable: yes
            frame: {x: 0, y: 0, width: -4, height: 10}
          - type: popover
        """)
        XCTAssertEqual(summary(diagnostics), ["2:1 invalid-value", "3:1 invalid-value", "5:5 invalid-value",
                                              "6:5 invalid-value", "7:25 invalid-value", "8:5 invalid-value"])
        XCTAssertTrue(diagnostics[0].message.contains("Did you mean 'iOS'?"), diagnostics[0].message)
        XCTAssertTrue(diagnostics[2].message.contains("Did you mean 'button'?"), diagnostics[2].message)
        XCTAssertEqual(diagnostics[3].message, "'editable' must be true or false, not a string.")
        XCTAssertTrue(diagnostics[5].message.contains("only under 'presents'"))
    }

    func testUnknownKeysSuggestTheNearestKnownKey() {
        let diagnostics = lint("""
        screen: A
        platform: iPadOS
        elements:
          - type: button
            tittle: Share
            presents:
              type: popover
              children: []
              arow: up
        """)
        XCTAssertEqual(summary(diagnostics), ["5:5 unknown-key", "8:7 unknown-key", "9:7 unknown-key"])
        XCTAssertEqual(diagnostics.map(\.severity), [.warning, .warning, .warning])
        XCTAssertTrue(diagnostics[0].message.contains("did you mean 'title'?"))
        XCTAssertTrue(diagnostics[1].message.contains("did you mean 'content'?"))
        XCTAssertTrue(diagnostics[2].message.contains("did you mean 'arrow'?"))
    }

    func testUnknownKeysSuggestOnlyACloseKey() {
        let diagnostics = lint("""
        screen: A
        platform: iPadOS
        NSCameraUsageDescription: x
        Elements: []
        zzzz: 1
        """)
        XCTAssertEqual(summary(diagnostics), ["3:1 unknown-key", "4:1 unknown-key", "5:1 unknown-key"])
        XCTAssertEqual(diagnostics[0].message,
                       "Unknown key 'NSCameraUsageDescription' in screen; the keys a screen description may hold are described in docs/screen-format.md.")
        XCTAssertTrue(diagnostics[1].message.contains("did you mean 'elements'?"), diagnostics[1].message)
        XCTAssertFalse(diagnostics[2].message.contains("did you mean"), diagnostics[2].message)
        XCTAssertEqual(Suggestions.close("dismis", in: ["dismiss", "size"]), "dismiss")
        XCTAssertEqual(Suggestions.close("DISMISS", in: ["dismiss"]), "dismiss")
        XCTAssertNil(Suggestions.close("screeen_name", in: ["screen"]))
        XCTAssertNil(Suggestions.close("ab", in: ["id"]))
    }

    func testAMisspeltKeySuggestedWithConfidenceIsReadAsThatKey() {
        // `dismis:` is `dismiss:` for the other checks: one typo, one finding (no
        // popover-save-on-dismiss "does not say what a tap outside does").
        let diagnostics = lint("""
        screen: A
        platform: iPadOS
        elements:
          - type: button
            presents:
              type: popover
              dismis: {outsideTap: save}
              content:
                - {type: textField, id: name}
        """)
        XCTAssertEqual(summary(diagnostics), ["7:7 unknown-key"])
        XCTAssertTrue(diagnostics[0].message.contains("did you mean 'dismiss'?"), diagnostics[0].message)
        // The key the typo spells, given as well, is the one read.
        let both = lint("""
        screen: A
        platform: iPadOS
        elements:
          - type: button
            presents:
              type: popover
              dismis: {outsideTap: save}
              dismiss: {outsideTap: discard}
              content:
                - {type: textField, id: name}
        """)
        XCTAssertEqual(summary(both).map { $0.split(separator: " ")[1] }, ["unknown-key", "popover-save-on-dismiss"])
        // A misspelt required key is no missing key.
        XCTAssertEqual(summary(lint("screen: A\nplatfrom: iPadOS\nelements: []\n")), ["2:1 unknown-key"])
    }

    func testDuplicateIDsAtEachLaterOccurrenceAndDuplicateKeys() {
        let diagnostics = lint("""
        screen: A
        platform: iPadOS
        elements:
          - {id: x, type: button}
          - {id: x, type: button}
          - type: view
            type: stack
            children:
              - {id: x, type: label}
        """)
        XCTAssertEqual(summary(diagnostics), ["5:6 duplicate-id", "7:5 duplicate-key", "9:10 duplicate-id"])
        XCTAssertTrue(diagnostics[0].message.contains("line 4"))
    }

    /// Ids compare as Swift strings do: canonically equivalent spellings are one id, whichever
    /// is written first, and ids that differ only past the ASCII range stay apart.
    func testDuplicateIDsCompareByCanonicalEquivalence() {
        let diagnostics = lint("""
        screen: A
        platform: iPadOS
        elements:
          - {id: "caf\u{E9}", type: button}
          - {id: "cafe\u{301}", type: button}
          - {id: "\u{212A}elvin", type: button}
          - {id: Kelvin, type: button}
          - {id: "caf\u{E8}", type: button}
          - {id: "Ω-x", type: button}
          - {id: "Ω-x", type: button}
        """)
        XCTAssertEqual(summary(diagnostics), ["5:6 duplicate-id", "7:6 duplicate-id", "10:6 duplicate-id"])
        XCTAssertTrue(diagnostics[0].message.contains("line 4"))
        XCTAssertTrue(diagnostics[1].message.contains("line 6"))
    }

    func testPassthroughMustNameElements() {
        let diagnostics = lint("""
        screen: A
        platform: iPadOS
        elements:
          - id: a
            type: barButton
            presents:
              type: popover
              passthrough: [a, ghost]
        """)
        XCTAssertEqual(summary(diagnostics), ["8:24 unknown-reference"])
    }

    func testAWrongShapeDoesNotStopTheRestOfTheScreen() {
        let diagnostics = lint("""
        screen: A
        platform: iPhone
        elements:
          - button
          - type: button
            presents:
              type: popover
              background: #FFFFFF
              size: {width: 900, height: 100}
        """, edition: .ios2011)
        XCTAssertEqual(summary(diagnostics), ["2:1 invalid-value", "4:5 invalid-value", "8:7 invalid-value", "9:7 popover-oversize"])
        XCTAssertTrue(diagnostics[2].message.contains("quote it"), diagnostics[2].message)
    }

    func testBrokenSecondDocumentKeepsTheFirstDocumentsFindings() {
        let diagnostics = lint("""
        screen: A
        platform: iPadOS
        elements:
          - type: button
            presents:
              type: popover
              size: {width: 700, height: 200}
        ---
        screen: B
        platform: [iPadOS
        """, edition: .ios2011)
        XCTAssertEqual(summary(diagnostics), ["7:7 popover-oversize", "11:1 invalid-document"])
        XCTAssertEqual(diagnostics.last?.message.hasPrefix("Not valid YAML: "), true)
    }

    func testListsOfScreensAndEmptyDocuments() {
        let yaml = """
        - screen: A
          platform: iPadOS
          elements: []
        - screen: B
          platform: iPadOS
          elements:
        ---
        """
        XCTAssertEqual(summary(lint(yaml)), [])
        XCTAssertEqual(summary(lint("[{\"screen\": \"A\", \"platform\": \"iPadOS\", \"elements\": []}, 3]", name: "a.json")),
                       ["1:57 invalid-value"])
    }

    func testKoreanSchemaMessages() {
        let diagnostics = lint("screen: A\nelements: []\n", locale: .ko)
        XCTAssertEqual(diagnostics.first?.message.contains("키가 없습니다"), true)
    }
}
