import Foundation
import XCTest
@testable import HiglintCore

/// The placement rules' tricky conditions, counted and placed exactly: which popover (or
/// presentation) is reported, how often, at which key, and with which message values.
final class PlacementRulesTests: XCTestCase {
    /// Runs one rule alone over the screens of a YAML text and returns what it found.
    private func findings(_ rule: any Rule, _ yaml: String) -> [Finding] {
        let stream = YAMLReader.read(Array(yaml.utf8))
        XCTAssertNil(stream.failure)
        var decoder = ScreenDecoder()
        var result: [Finding] = []
        for document in stream.documents {
            for screen in decoder.decode(document) {
                var context = RuleContext(rule: type(of: rule).description, edition: .current)
                rule.check(screen, &context)
                result += context.findings
            }
        }
        XCTAssertEqual(decoder.findings.map(\.ruleID), [], "schema problems in the test screen")
        return result
    }

    private func at(_ line: Int, _ column: Int) -> SourcePosition { SourcePosition(line: line, column: column) }

    // MARK: - popover-multiple-visible

    /// rules.md v2: no compactAdaptation is not a finding (the system adapts a popover to a sheet
    /// in a compact width); `none` and `popover` keep it a popover and are; tvOS and watchOS are
    /// popover-unsupported-platform's alone.
    func testInCompactFiresOnlyWhenThePopoverIsKeptAPopover() {
        let text = """
            screen: Notes
            platform: iPadOS
            sizeClass: compact
            elements:
              - id: more
                type: button
                presents:
                  type: popover
                  content:
                    - {id: note, type: label, text: Hi}
              - id: share
                type: button
                presents: {type: popover, compactAdaptation: none}
              - id: font
                type: button
                presents: {type: popover, compactAdaptation: popover}
              - id: tags
                type: button
                presents: {type: popover, compactAdaptation: sheet}
            """
        let english = lint(text).filter { $0.ruleID == "popover-in-compact" }
        XCTAssertEqual(english.map(\.range.start), [at(13, 31), at(16, 31)])
        XCTAssertTrue(english[0].message.contains("(compactAdaptation: none)"), english[0].message)
        XCTAssertTrue(english[1].message.contains("(compactAdaptation: popover)"), english[1].message)
        for platform in ["tvOS", "watchOS"] {
            let elsewhere = lint(text.replacingOccurrences(of: "iPadOS", with: platform))
            XCTAssertEqual(elsewhere.positions(of: "popover-in-compact"), [], platform)
            XCTAssertEqual(elsewhere.positions(of: "popover-unsupported-platform").count, 4, platform)
        }
    }

    /// ios-2017 "avoids displaying popovers on iPhones": an iPhone scene of regular width shows a
    /// popover as a popover; a compact one that adapts, or gives no adaptation, does not.
    func testInCompactInIOS2017ReportsAnIPhonePopoverThatShowsAsOne() {
        let regular = """
            screen: Maps
            platform: iOS
            sizeClass: regular
            elements:
              - id: layers
                type: barButton
                presents: {type: popover, compactAdaptation: sheet}
            """
        XCTAssertEqual(lint(regular).positions(of: "popover-in-compact"), [])
        XCTAssertEqual(lint(regular, edition: .ios2017).positions(of: "popover-in-compact"), [at(7, 16)])
        XCTAssertEqual(lint(regular.replacingOccurrences(of: "sizeClass: regular", with: "sizeClass: compact"), edition: .ios2017)
                        .positions(of: "popover-in-compact"), [])
        XCTAssertEqual(lint(regular.replacingOccurrences(of: "platform: iOS", with: "platform: iPadOS"), edition: .ios2017)
                        .positions(of: "popover-in-compact"), [])
        // UIPopoverController on iPhone: an exception (in-compact) and deprecated (deprecated-api), both.
        let old = regular.replacingOccurrences(of: "compactAdaptation: sheet", with: "api: UIPopoverController")
        XCTAssertEqual(lint(old).rules().sorted(), ["popover-deprecated-api", "popover-in-compact"])
    }

    func testMultipleVisibleReportsEachVisiblePopoverAfterTheFirst() {
        let text = """
        screen: S
        platform: iPadOS
        elements:
          - id: a
            type: button
            presents: {id: first, type: popover, visible: true}
          - id: b
            type: button
            presents: {id: hidden, type: popover}
          - id: c
            type: button
            presents: {id: second, type: popover, visible: true}
          - id: d
            type: button
            presents:
              id: third
              type: popover
              visible: true
        """
        let found = findings(PopoverMultipleVisibleRule(), text)
        XCTAssertEqual(found.map(\.range.start), [at(12, 43), at(18, 7)])
        XCTAssertEqual(found.map { $0.arguments["popover"] }, ["second", "third"])
        XCTAssertEqual(found.map { $0.arguments["other"] }, ["first", "first"])
        XCTAssertEqual(lint(text).positions(of: "popover-multiple-visible"), [at(12, 43), at(18, 7)])
    }

    func testMultipleVisibleIgnoresAPopoverHeldByAnother() {
        let text = """
        screen: S
        platform: iPadOS
        elements:
          - id: a
            type: button
            presents:
              id: outer
              type: popover
              visible: true
              content:
                - id: b
                  type: button
                  presents:
                    - {id: inner, type: popover, visible: true}
        """
        XCTAssertEqual(findings(PopoverMultipleVisibleRule(), text), [])
        let diagnostics = lint(text)
        XCTAssertEqual(diagnostics.positions(of: "popover-multiple-visible"), [])
        XCTAssertEqual(diagnostics.positions(of: "popover-nested"), [at(14, 27)])
    }

    func testMultipleVisibleCountsSiblingsInsideOnePopoverAndPopoversAfterANestedPair() {
        let text = """
        screen: S
        platform: iPadOS
        elements:
          - id: a
            type: button
            presents:
              id: outer
              type: popover
              visible: true
              content:
                - id: b
                  type: button
                  presents: {id: inner1, type: popover, visible: true}
                - id: c
                  type: button
                  presents: {id: inner2, type: popover, visible: true}
          - id: d
            type: button
            presents: {id: later, type: popover, visible: true}
        """
        let found = findings(PopoverMultipleVisibleRule(), text)
        // inner1 is held by outer: not reported. inner2 is beside inner1; later is beside outer.
        XCTAssertEqual(found.map { $0.arguments["popover"] }, ["inner2", "later"])
        XCTAssertEqual(found.map { $0.arguments["other"] }, ["inner1", "outer"])
    }

    func testMultipleVisibleCountsAPopoverInsideAVisibleSheet() {
        let text = """
        screen: S
        platform: iPadOS
        elements:
          - id: a
            type: button
            presents: {id: first, type: popover, visible: true}
          - id: b
            type: button
            presents:
              type: sheet
              visible: true
              content:
                - id: c
                  type: button
                  presents: {type: popover, visible: true}
        """
        let found = findings(PopoverMultipleVisibleRule(), text)
        XCTAssertEqual(found.map(\.range.start), [at(15, 37)])
        XCTAssertEqual(found.first?.arguments["popover"], "popover (15:22)")
    }

    func testMultipleVisibleCountsEachScreenOnItsOwn() {
        let text = """
        - screen: One
          platform: iPadOS
          elements:
            - {id: a, type: button, presents: {type: popover, visible: true}}
        - screen: Two
          platform: iPadOS
          elements:
            - {id: a, type: button, presents: {type: popover, visible: true}}
        """
        XCTAssertEqual(findings(PopoverMultipleVisibleRule(), text), [])
    }

    // MARK: - popover-over-popover

    func testOverPopoverAllowsAnAlertAndReportsASheetAtItsType() {
        let text = """
        screen: S
        platform: iPadOS
        elements:
          - id: a
            type: button
            presents:
              id: details
              type: popover
              content:
                - id: b
                  type: button
                  presents:
                    - type: alert
                    - type: sheet
        """
        let found = findings(PopoverOverPopoverRule(), text)
        XCTAssertEqual(found.map(\.range.start), [at(14, 15)])
        XCTAssertEqual(found.first?.messageKey, "over")
        XCTAssertEqual(found.first?.arguments, ["type": "sheet", "popover": "details"])
    }

    func testOverPopoverReportsEveryCoveringTypeOnceAndLeavesPopoversToPopoverNested() {
        let text = """
        screen: S
        platform: iPadOS
        elements:
          - id: a
            type: button
            presents:
              type: popover
              content:
                - id: b
                  type: button
                  presents:
                    - type: sheet
                    - type: fullScreen
                    - type: actionSheet
                    - type: menu
                    - type: panel
                    - type: alert
                    - type: popover
                      content:
                        - id: c
                          type: button
                          presents: {type: sheet}
        """
        let diagnostics = lint(text)
        XCTAssertEqual(diagnostics.positions(of: "popover-over-popover"),
                       [at(12, 15), at(13, 15), at(14, 15), at(16, 15), at(22, 30)], "a menu is allowed")
        XCTAssertEqual(diagnostics.positions(of: "popover-nested"), [at(18, 15)])
    }

    func testOverPopoverCountsWhatThePopoverPresentsAndWhatShowsOverItsAlert() {
        let text = """
        screen: S
        platform: iPadOS
        elements:
          - id: a
            type: button
            presents:
              type: popover
              presents: {type: panel}
              content:
                - id: b
                  type: button
                  presents:
                    type: alert
                    content:
                      - id: c
                        type: button
                        presents: {type: sheet}
        """
        XCTAssertEqual(findings(PopoverOverPopoverRule(), text).map(\.range.start).sorted(), [at(8, 18), at(17, 28)])
    }

    func testOverPopoverIgnoresPresentationsOutsidePopovers() {
        let text = """
        screen: S
        platform: iPadOS
        elements:
          - id: a
            type: button
            presents:
              - type: popover
              - type: sheet
                content:
                  - id: b
                    type: button
                    presents: {type: actionSheet}
        """
        XCTAssertEqual(findings(PopoverOverPopoverRule(), text), [])
    }

    // MARK: - popover-covers-source

    func testCoversSourceNeedsInteriorOverlapAndBothFrames() {
        let text = """
        screen: S
        platform: iPadOS
        elements:
          - id: touching
            type: button
            frame: {x: 100, y: 100, width: 50, height: 40}
            presents: {type: popover, frame: {x: 0, y: 140, width: 300, height: 200}}
          - id: half
            type: button
            frame: {x: 100, y: 100, width: 50, height: 40}
            presents: {type: popover, frame: {x: 0, y: 139.5, width: 300, height: 200}}
          - id: noSourceFrame
            type: button
            presents: {type: popover, frame: {x: 0, y: 0, width: 300, height: 200}}
          - id: noFrame
            type: button
            frame: {x: 0, y: 0, width: 50, height: 40}
            presents: {type: popover, size: {width: 300, height: 200}}
        """
        let found = findings(PopoverCoversSourceRule(), text)
        XCTAssertEqual(found.map(\.range.start), [at(11, 31)])
        XCTAssertEqual(found.first?.arguments, ["source": "half", "width": "50", "height": "0.5", "fix": "y: 140"])
    }

    func testCoversSourceSuggestsAPlaceOnAPermittedSide() {
        let popover = Rect(x: 120, y: 90, width: 200, height: 100)
        let source = Rect(x: 100, y: 100, width: 50, height: 40)
        // `left` puts the popover right of its source, at x 150.
        XCTAssertEqual(PopoverCoversSourceRule.nearestClearPlace(of: popover, from: source, arrow: [.left]), "x: 150")
        // Of all four, the smallest move that stays at non-negative coordinates: up to y 140
        // is 50 points, down to y 0 is 90, left to x 150 is 30, right to x -100 is off screen.
        XCTAssertEqual(PopoverCoversSourceRule.nearestClearPlace(of: popover, from: source, arrow: Set(ArrowDirection.allCases)), "x: 150")
        XCTAssertEqual(PopoverCoversSourceRule.nearestClearPlace(of: popover, from: source, arrow: [.up, .down]), "y: 140")
        // `arrow: none` permits no side, so any side will do.
        XCTAssertEqual(PopoverCoversSourceRule.nearestClearPlace(of: popover, from: source, arrow: []), "x: 150")
    }

    func testCoversSourceLooksOnlyAtTheElementThatPresentsThePopover() {
        let text = """
        screen: S
        platform: iPadOS
        elements:
          - id: neighbour
            type: button
            frame: {x: 0, y: 0, width: 500, height: 500}
          - id: source
            type: button
            frame: {x: 600, y: 0, width: 50, height: 50}
            presents:
              type: popover
              frame: {x: 200, y: 50, width: 400, height: 200}
        """
        XCTAssertEqual(findings(PopoverCoversSourceRule(), text), [])
    }

    // MARK: - popover-covers-essential

    func testCoversEssentialExcludesTheSourceAndThePopoversOwnContent() {
        let text = """
        screen: S
        platform: iPadOS
        elements:
          - id: source
            type: button
            essential: true
            frame: {x: 100, y: 100, width: 50, height: 40}
            presents:
              type: popover
              essential: true
              frame: {x: 80, y: 120, width: 300, height: 200}
              content:
                - id: inside
                  type: text
                  essential: true
                  frame: {x: 90, y: 150, width: 100, height: 30}
                - id: more
                  type: button
                  presents:
                    type: alert
                    content:
                      - {id: alertText, type: text, essential: true, frame: {x: 100, y: 200, width: 100, height: 30}}
          - id: plain
            type: view
            frame: {x: 0, y: 0, width: 1000, height: 1000}
          - id: hidden
            type: view
            essential: false
            frame: {x: 0, y: 0, width: 1000, height: 1000}
          - id: noFrame
            type: view
            essential: true
        """
        XCTAssertEqual(findings(PopoverCoversEssentialRule(), text), [])
    }

    func testCoversEssentialIgnoresContentOfPresentationsThatAreNotShown() {
        let text = """
        screen: S
        platform: iPadOS
        elements:
          - id: a
            type: button
            frame: {x: 0, y: 0, width: 40, height: 40}
            presents:
              - type: sheet
                content:
                  - {id: hidden, type: text, essential: true, frame: {x: 0, y: 100, width: 500, height: 100}}
              - type: sheet
                visible: true
                content:
                  - {id: shown, type: text, essential: true, frame: {x: 0, y: 300, width: 500, height: 100}}
          - id: b
            type: button
            frame: {x: 600, y: 0, width: 40, height: 40}
            presents:
              type: popover
              frame: {x: 100, y: 40, width: 400, height: 400}
        """
        let found = findings(PopoverCoversEssentialRule(), text)
        XCTAssertEqual(found.map { $0.arguments["element"] }, ["shown"])
    }

    func testCoversEssentialReportsEachPopoverOnceNamingTheFirstCoveredElement() {
        let text = """
        screen: S
        platform: iPadOS
        elements:
          - {id: touching, type: view, essential: true, frame: {x: 0, y: 0, width: 100, height: 100}}
          - {id: map, type: map, essential: true, frame: {x: 300, y: 0, width: 300, height: 300}}
          - {id: legend, type: view, essential: true, frame: {x: 100, y: 150, width: 300, height: 50}}
          - id: a
            type: button
            presents:
              type: popover
              frame: {x: 100, y: 100, width: 250, height: 100}
          - id: b
            type: button
            presents:
              type: popover
              frame: {x: 100, y: 0, width: 200, height: 150}
        """
        let found = findings(PopoverCoversEssentialRule(), text)
        XCTAssertEqual(found.map(\.range.start), [at(11, 7)])
        XCTAssertEqual(found.first?.arguments, ["element": "map", "width": "50", "height": "100"])
    }

    func testCoversEssentialCountsTheSourcesContainer() {
        let text = """
        screen: S
        platform: iPadOS
        elements:
          - id: bar
            type: toolbar
            essential: true
            frame: {x: 0, y: 0, width: 1024, height: 50}
            children:
              - id: insert
                type: barButton
                frame: {x: 10, y: 5, width: 40, height: 40}
                presents: {type: popover, arrow: left, frame: {x: 50, y: 0, width: 300, height: 300}}
        """
        XCTAssertEqual(findings(PopoverCoversEssentialRule(), text).map { $0.arguments["element"] }, ["bar"])
    }

    // MARK: - popover-arrow

    func testArrowConsistencyFollowsRulesMdForEachDirection() {
        // The source is at x 400–444, y 300–344. For each direction: a popover exactly at the
        // boundary (consistent) and one half a point past it, diagonally clear of the source.
        let cases: [(arrow: String, atBoundary: String, past: String)] = [
            ("up", "{x: 444, y: 344, width: 200, height: 100}", "{x: 444, y: 343.5, width: 200, height: 100}"),
            ("down", "{x: 444, y: 200, width: 200, height: 100}", "{x: 444, y: 200.5, width: 200, height: 100}"),
            ("left", "{x: 444, y: 344, width: 200, height: 100}", "{x: 443.5, y: 344, width: 200, height: 100}"),
            ("right", "{x: 200, y: 344, width: 200, height: 100}", "{x: 200.5, y: 344, width: 200, height: 100}"),
        ]
        for (arrow, atBoundary, past) in cases {
            func screen(_ frame: String) -> String {
                """
                screen: S
                platform: iPadOS
                elements:
                  - id: card
                    type: button
                    frame: {x: 400, y: 300, width: 44, height: 44}
                    presents:
                      type: popover
                      arrow: \(arrow)
                      frame: \(frame)
                """
            }
            XCTAssertEqual(findings(PopoverArrowRule(), screen(atBoundary)), [], arrow)
            let found = findings(PopoverArrowRule(), screen(past))
            XCTAssertEqual(found.map(\.range.start), [at(9, 7)], arrow)
            XCTAssertEqual(found.first?.messageKey, "inconsistent", arrow)
            XCTAssertEqual(found.first?.arguments["permitted"], arrow)
        }
    }

    func testArrowNamesTheDirectionsThatWouldFit() {
        let text = """
        screen: S
        platform: iPadOS
        elements:
          - id: card
            type: button
            frame: {x: 400, y: 300, width: 44, height: 44}
            presents:
              type: popover
              arrow: [right, down]
              frame: {x: 444, y: 344, width: 200, height: 100}
        """
        let found = findings(PopoverArrowRule(), text)
        XCTAssertEqual(found.first?.arguments, ["source": "card", "permitted": "down, right", "fitting": "up, left"])
    }

    func testArrowLeavesOverlapsToCoversSourceAndReportsDiagonalPlacesAtFrameWhenArrowIsNotWritten() {
        let text = """
        screen: S
        platform: iPadOS
        elements:
          - id: a
            type: button
            frame: {x: 100, y: 100, width: 50, height: 40}
            presents:
              - type: popover
                frame: {x: 0, y: 139, width: 300, height: 200}
              - type: popover
                arrow: any
                frame: {x: 0, y: 139, width: 300, height: 200}
              - type: popover
                frame: {x: 0, y: 140, width: 300, height: 200}
              - type: popover
                frame: {x: 160, y: 150, width: 300, height: 200}
              - type: popover
                arrow: any
                frame: {x: 160, y: 150, width: 300, height: 200}
        """
        let found = findings(PopoverArrowRule(), text)
        XCTAssertEqual(found.map(\.range.start), [at(16, 9), at(18, 9)])
        XCTAssertEqual(found.map(\.messageKey), ["nowhere", "nowhere"])
        XCTAssertEqual(found.first?.arguments, ["source": "a", "permitted": "up, down, left, right"])
        // The overlapping ones are covers-source's.
        XCTAssertEqual(lint(text).positions(of: "popover-covers-source"), [at(9, 9), at(12, 9)])
    }

    func testArrowLeavesNoneAndMissingFramesAlone() {
        let text = """
        screen: S
        platform: iPadOS
        elements:
          - id: a
            type: button
            frame: {x: 100, y: 100, width: 50, height: 40}
            presents:
              - {type: popover, arrow: none, frame: {x: 0, y: 110, width: 300, height: 200}}
              - {type: popover, arrow: down, size: {width: 300, height: 200}}
          - id: b
            type: button
            presents: {type: popover, arrow: down, frame: {x: 0, y: 500, width: 300, height: 200}}
        """
        XCTAssertEqual(findings(PopoverArrowRule(), text), [])
    }

    // MARK: - popover-no-arrow

    func testNoArrowPointsAtArrowAndSuggestsWhatFits() {
        let text = """
        screen: S
        platform: iPadOS
        elements:
          - id: a
            type: button
            frame: {x: 100, y: 100, width: 50, height: 40}
            presents:
              - {type: popover, arrow: none, frame: {x: 0, y: 140, width: 300, height: 200}}
              - {type: popover, arrow: none, frame: {x: 150, y: 140, width: 300, height: 200}}
              - {type: popover, arrow: none, frame: {x: 0, y: 130, width: 300, height: 200}}
              - {type: popover, arrow: none}
              - {type: popover, arrow: any}
              - {type: popover, arrow: [up]}
              - {type: sheet}
        """
        let found = findings(PopoverNoArrowRule(), text)
        XCTAssertEqual(found.map(\.range.start), [at(8, 25), at(9, 25), at(10, 25), at(11, 25)])
        XCTAssertEqual(found.map { $0.arguments["suggestion"] }, ["up", "[up, left]", "any", "any"])
    }

    // MARK: - popover-offscreen

    func testOffscreenNeedsAViewportAndAFrame() {
        let frameOnly = """
        screen: S
        platform: iPadOS
        elements:
          - {id: a, type: button, presents: {type: popover, frame: {x: 900, y: 0, width: 300, height: 200}}}
        """
        XCTAssertEqual(findings(PopoverOffscreenRule(), frameOnly), [])
        let viewportOnly = """
        screen: S
        platform: iPadOS
        viewport: {width: 1024, height: 768}
        elements:
          - {id: a, type: button, presents: {type: popover, size: {width: 3000, height: 200}}}
        """
        XCTAssertEqual(findings(PopoverOffscreenRule(), viewportOnly), [])
    }

    func testOffscreenTakesTheViewportFromTheOriginWithEdgesInside() {
        let text = """
        screen: S
        platform: iPadOS
        viewport: {width: 1024, height: 768}
        elements:
          - id: a
            type: button
            presents:
              - {type: popover, frame: {x: 0, y: 0, width: 1024, height: 768}}
              - {type: popover, frame: {x: 704, y: 568, width: 320, height: 200}}
              - {type: popover, frame: {x: 704.5, y: 568, width: 320, height: 200}}
              - {type: popover, frame: {x: -10, y: 100, width: 320, height: 200}}
              - {type: popover, frame: {x: 100, y: 600, width: 320, height: 200}}
        """
        let found = findings(PopoverOffscreenRule(), text)
        XCTAssertEqual(found.map(\.range.start), [at(10, 25), at(11, 25), at(12, 25)])
        XCTAssertEqual(found.map { $0.arguments["fix"] }, [
            "{x: 704, y: 568, width: 320, height: 200}",
            "{x: 0, y: 100, width: 320, height: 200}",
            "{x: 100, y: 568, width: 320, height: 200}",
        ])
        XCTAssertEqual(found.last?.arguments["bottom"], "800")
        XCTAssertEqual(found.last?.arguments["height"], "768")
    }

    // MARK: - Messages

    func testEveryPlacementMessageFillsAllItsPlaceholders() {
        let text = """
        screen: S
        platform: iPadOS
        viewport: {width: 1024, height: 768}
        elements:
          - {id: map, type: map, essential: true, frame: {x: 0, y: 400, width: 1024, height: 368}}
          - id: a
            type: button
            frame: {x: 100, y: 100, width: 50, height: 40}
            presents:
              - {type: popover, visible: true, frame: {x: 0, y: 120, width: 300, height: 300}}
              - {type: popover, visible: true, arrow: none, frame: {x: 900, y: 500, width: 300, height: 300}}
              - {type: popover, arrow: down, frame: {x: 0, y: 140, width: 300, height: 100}}
              - type: popover
                content:
                  - {id: b, type: button, presents: {type: sheet}}
        """
        let placement: Set = ["popover-multiple-visible", "popover-over-popover", "popover-covers-source", "popover-covers-essential",
                              "popover-arrow", "popover-no-arrow", "popover-offscreen"]
        let placeholder = try! NSRegularExpression(pattern: "\\{[A-Za-z]+\\}")
        for locale in MessageLocale.allCases {
            let diagnostics = lint(text, locale: locale).filter { placement.contains($0.ruleID) }
            XCTAssertEqual(Set(diagnostics.map(\.ruleID)), placement, "\(locale)")
            for diagnostic in diagnostics {
                let message = diagnostic.message
                XCTAssertNil(placeholder.firstMatch(in: message, range: NSRange(message.startIndex..., in: message)), message)
                XCTAssertFalse(message.hasPrefix(diagnostic.ruleID + ":"), "\(diagnostic.ruleID) has no words for its message key")
                XCTAssertNotNil(diagnostic.source, diagnostic.ruleID)
            }
        }
    }
}
