import XCTest
@testable import HiglintCore

/// The dismissal family: close buttons, closing on selection, unsupported platforms, resizing,
/// switching between bar popovers and scrolling tasks. Screens are written with `↓` where the
/// rule must report, as in the catalog's examples, so each test pins both how many diagnostics
/// a tricky condition yields and where they point.
final class DismissalRulesTests: XCTestCase {
    static let ids = ["popover-close-button", "popover-menu-stays-open", "popover-multiselect-closes",
                      "popover-unsupported-platform", "popover-resize-animation", "popover-single-tap-switch",
                      "popover-task-scrolls"]

    private func unmarked(_ marked: String) -> (text: String, markers: [SourcePosition]) {
        RuleCatalog.unmarked(marked)
    }

    /// Asserts that `rule` reports `marked` exactly at its `↓` markers (none: not at all).
    private func assertReports(_ rule: String, _ marked: String, name: String = "screen.yaml",
                               file: StaticString = #filePath, line: UInt = #line) {
        let (text, markers) = unmarked(marked)
        let diagnostics = lint(text, name: name, enabling: [rule])
        XCTAssertEqual(diagnostics.positions(of: rule), markers, "\(diagnostics.map(\.message))", file: file, line: line)
        XCTAssertFalse(diagnostics.contains { SchemaRule(rawValue: $0.ruleID) != nil },
                       "not a valid screen: \(diagnostics.map(\.message))", file: file, line: line)
    }

    private func messages(_ rule: String, _ marked: String, locale: MessageLocale = .en) -> [String] {
        lint(unmarked(marked).text, locale: locale, enabling: [rule]).filter { $0.ruleID == rule }.map(\.message)
    }

    // MARK: - Catalog

    /// CatalogTests stops at the first rule without an entry; this checks this family's entries
    /// on their own, so they are verified whichever other entries exist yet.
    func testCatalogEntriesAndExamplesOfThisFamily() throws {
        for id in Self.ids {
            let rule = try XCTUnwrap(RuleRegistry.rule(id), id)
            let description = type(of: rule).description
            let entry = try XCTUnwrap(RuleCatalog.shared[id], id)
            XCTAssertEqual(entry.severity, description.defaultSeverity.rawValue, id)
            XCTAssertEqual(Set(entry.messages.keys), Set(description.messageKeys), id)
            XCTAssertGreaterThanOrEqual(entry.badExamples.count, 2, id)
            XCTAssertTrue(entry.badExamples.contains { $0.format == "json" }, "\(id) has no JSON bad example")
            XCTAssertGreaterThanOrEqual(entry.goodExamples.count, 2, id)
            // Swift examples need the Swift reader: SwiftCatalogExampleTests runs them.
            for (offset, example) in entry.badExamples.enumerated() where example.format != "swift" {
                let name = "bad-\(offset).\(example.format)"
                let diagnostics = lint(example.text, name: name, edition: example.edition, enabling: [id])
                XCTAssertFalse(example.markers.isEmpty, "\(id) \(name)")
                XCTAssertEqual(diagnostics.positions(of: id), example.markers.sorted(), "\(id) \(name): \(diagnostics.map(\.message))")
                XCTAssertFalse(diagnostics.contains { SchemaRule(rawValue: $0.ruleID) != nil }, "\(id) \(name): \(diagnostics.map(\.message))")
                for locale in [MessageLocale.en, .ko] {
                    for diagnostic in lint(example.text, name: name, edition: example.edition, locale: locale, enabling: [id]) where diagnostic.ruleID == id {
                        XCTAssertFalse(diagnostic.message.contains("{"), "\(id): unfilled placeholder in \(diagnostic.message)")
                    }
                }
            }
            for (offset, example) in entry.goodExamples.enumerated() where example.format != "swift" {
                let diagnostics = lint(example.text, name: "good-\(offset).\(example.format)", edition: example.edition, enabling: [id])
                XCTAssertEqual(diagnostics.map { "\($0.range.start) \($0.ruleID): \($0.message)" }, [], "\(id) good-\(offset)")
            }
        }
    }

    // MARK: - popover-close-button

    func testCloseBesideAnInputControlIsAllowed() {
        for control in ["textField", "datePicker", "toggle", "searchField", "colorPicker"] {
            assertReports("popover-close-button", """
            screen: S
            platform: iPadOS
            elements:
              - type: button
                presents:
                  type: popover
                  dismiss: {outsideTap: save}
                  content:
                    - type: \(control)
                    - id: close
                      type: button
                      role: close
            """)
        }
    }

    /// In a compact width a popover that adapts (no adaptation given, sheet, full screen) is a sheet,
    /// where Done is how people leave; one kept a popover there is judged as one.
    func testCloseButtonsOfAPopoverThatBecomesASheetAreNotNoise() {
        for adaptation in ["", "compactAdaptation: sheet", "compactAdaptation: fullScreen"] {
            assertReports("popover-close-button", """
            screen: S
            platform: iOS
            elements:
              - type: barButton
                presents:
                  type: popover
                  \(adaptation)
                  content:
                    - {type: text, text: Shared}
                    - {id: done, type: button, role: done}
            """)
        }
        assertReports("popover-close-button", """
        screen: S
        platform: iOS
        elements:
          - type: barButton
            presents:
              type: popover
              compactAdaptation: none
              content:
                - {type: text, text: Shared}
                - {id: done, type: button, ↓role: done}
        """)
    }

    func testCloseInAPopoverThatClosesByItselfFires() {
        let text = """
        screen: S
        platform: iPadOS
        elements:
          - type: button
            presents:
              type: popover
              content:
                - type: text
                  text: Taken on 12 May
                - id: close
                  type: button
                  ↓role: close
        """
        assertReports("popover-close-button", text)
        // On iPadOS it becomes a sheet in a compact width, where the button is the way out.
        XCTAssertEqual(messages("popover-close-button", text),
                       ["'close' is a Close button; where this popover shows as one, it closes on its own when people tap outside it or choose an item. Show the button only where the popover becomes a sheet (a compact width), or remove it."])
        XCTAssertEqual(messages("popover-close-button", text, locale: .ko),
                       ["'close'는 닫기 버튼입니다. 이 팝오버는 팝오버로 표시되는 곳에서는 바깥을 탭하거나 항목을 선택하면 저절로 닫힙니다. 버튼은 팝오버가 시트로 바뀌는 곳(compact 너비)에서만 보여 주거나 없애십시오."])
        let staysAPopover = text.replacingOccurrences(of: "      type: popover\n", with: "      type: popover\n      compactAdaptation: popover\n")
        XCTAssertEqual(messages("popover-close-button", staysAPopover),
                       ["'close' is a Close button, and a popover closes on its own when people tap outside it or choose an item; remove the button."])
        // A Mac's popover never becomes a sheet, and people click there.
        let mac = text.replacingOccurrences(of: "platform: iPadOS", with: "platform: macOS")
        XCTAssertEqual(messages("popover-close-button", mac),
                       ["'close' is a Close button, and a popover on a Mac closes on its own when people click outside it or choose an item; remove the button."])
        XCTAssertEqual(messages("popover-close-button", mac, locale: .ko),
                       ["'close'는 닫기 버튼입니다. Mac의 팝오버는 바깥을 클릭하거나 항목을 선택하면 저절로 닫히므로 이 버튼을 없애십시오."])
    }

    /// A popover people cannot leave is told to get a button in the platform's words.
    func testAPopoverWithNoWayOutIsToldInThePlatformsWords() {
        let text = """
        screen: S
        platform: iPadOS
        elements:
          - id: flag
            type: barButton
            presents:
              type: popover
              modal: true
              content:
                - type: label
                  text: Choose a flag colour
        """
        XCTAssertEqual(messages("popover-close-button", text),
                       ["This popover does not close when people tap outside it, and holds no button to close it; add a button (Done, Cancel) so people can leave it."])
        XCTAssertEqual(messages("popover-close-button", text.replacingOccurrences(of: "platform: iPadOS", with: "platform: macOS")),
                       ["This popover does not close when people click outside it, and holds no button to close it; add a button (Done, Cancel) so people can leave it."])
    }

    func testCancelAndDoneAreAllowedWithEditableContent() {
        assertReports("popover-close-button", """
        screen: S
        platform: iPadOS
        elements:
          - type: button
            presents:
              type: popover
              dismiss: {outsideTap: save}
              content:
                - type: textView
                - type: barButton
                  role: cancel
                - type: barButton
                  role: done
        """)
    }

    func testCancelOrDoneWithoutEditableContentFiresOnceAtTheFirstOffendingButton() {
        let text = """
        screen: S
        platform: iPadOS
        elements:
          - type: button
            presents:
              type: popover
              content:
                - type: text
                  text: Details
                - id: done
                  type: barButton
                  ↓role: done
                - id: close
                  type: button
                  role: close
        """
        assertReports("popover-close-button", text)
        XCTAssertEqual(messages("popover-close-button", text),
                       ["'done' (done) closes a popover that holds no input to confirm or discard; where it shows as a popover, a tap outside closes it. Show the button only where the popover becomes a sheet (a compact width), or remove it."])
        XCTAssertEqual(messages("popover-close-button", text.replacingOccurrences(of: "platform: iPadOS", with: "platform: macOS")),
                       ["'done' (done) closes a popover that holds no input to confirm or discard; remove it and let a click outside close the popover."],
                       "a Mac's popover closes at a click outside")
    }

    func testAnyInputControlOrEditableElementAllowsCancelAndDone() {
        // An input control is one even when marked not editable: Cancel abandons the choice…
        assertReports("popover-close-button", """
        screen: S
        platform: iPadOS
        elements:
          - type: button
            presents:
              type: popover
              content:
                - type: textField
                  editable: false
                - type: button
                  role: cancel
        """)
        // …and any element marked editable holds work.
        assertReports("popover-close-button", """
        screen: S
        platform: iPadOS
        elements:
          - type: button
            presents:
              type: popover
              dismiss: {outsideTap: save}
              content:
                - type: label
                  editable: true
                - type: button
                  role: cancel
        """)
    }

    func testButtonsDeepInContentCountButNotThoseOfAFurtherPresentation() {
        assertReports("popover-close-button", """
        screen: S
        platform: iPadOS
        elements:
          - type: button
            presents:
              type: popover
              content:
                - type: stack
                  children:
                    - type: toolbar
                      children:
                        - type: barButton
                          ↓role: close
        """)
        // The close button and the text field belong to the sheet, not to the popover.
        assertReports("popover-close-button", """
        screen: S
        platform: iPadOS
        elements:
          - type: button
            presents:
              type: popover
              content:
                - type: button
                  presents:
                    type: sheet
                    content:
                      - type: textField
                      - type: button
                        role: close
        """)
        // A further popover's cancel button is that popover's, reported there, once.
        assertReports("popover-close-button", """
        screen: S
        platform: iPadOS
        elements:
          - type: button
            presents:
              type: popover
              content:
                - type: textField
                - type: button
                  role: cancel
                  presents:
                    type: popover
                    content:
                      - type: button
                        ↓role: cancel
        """.replacingOccurrences(of: "      type: popover\n      content:\n        - type: textField",
                                 with: "      type: popover\n      dismiss: {outsideTap: save}\n      content:\n        - type: textField"))
    }

    func testOnlyButtonsAndBarButtonsCount() {
        assertReports("popover-close-button", """
        screen: S
        platform: iPadOS
        elements:
          - type: button
            presents:
              type: popover
              content:
                - type: link
                  role: close
                - type: menuButton
                  role: cancel
                - type: button
                  role: destructive
        """)
    }

    // MARK: - popover-menu-stays-open and popover-multiselect-closes

    func testAMenuThatStaysOpenFiresAtOnSelection() {
        let text = """
        screen: S
        platform: iPadOS
        elements:
          - type: button
            presents:
              type: popover
              purpose: actionSheet
              dismiss:
                outsideTap: save
                ↓onSelection: false
        """
        assertReports("popover-menu-stays-open", text)
        XCTAssertEqual(messages("popover-menu-stays-open", text),
                       ["This actionSheet popover stays open after people choose an item; set dismiss.onSelection to true so it closes as soon as they make a choice."])
        assertReports("popover-menu-stays-open", """
        {"screen": "S", "platform": "iPadOS", "elements": [{"type": "button", "presents": {
          "type": "popover", "purpose": "menu", "dismiss": {↓"onSelection": false}}}]}
        """, name: "s.json")
    }

    func testMultipleSelectionExemptsAMenuFromClosing() {
        let text = """
        screen: S
        platform: iPadOS
        elements:
          - type: button
            presents:
              type: popover
              purpose: menu
              multipleSelection: true
              dismiss: {onSelection: false}
        """
        assertReports("popover-menu-stays-open", text)
        assertReports("popover-multiselect-closes", text)
    }

    func testMenuStaysOpenNeedsTheValueAndAMenuPurpose() {
        func screen(_ keys: String) -> String {
            "screen: S\nplatform: iPadOS\nelements:\n  - type: button\n    presents:\n      type: popover\n" + keys
        }
        // onSelection not given: the rule does not apply.
        assertReports("popover-menu-stays-open", screen("      purpose: menu\n"))
        // An inspector may stay open (seed 003), and so may a popover of no stated purpose.
        assertReports("popover-menu-stays-open", screen("      purpose: inspector\n      dismiss: {onSelection: false}\n"))
        assertReports("popover-menu-stays-open", screen("      dismiss: {onSelection: false}\n"))
        // Only popovers: a `menu` presentation is not this rule's.
        assertReports("popover-menu-stays-open", """
        screen: S
        platform: iPadOS
        elements:
          - type: button
            presents:
              type: menu
              purpose: menu
              dismiss: {onSelection: false}
        """)
    }

    func testAMultipleSelectionThatClosesFiresAtOnSelection() {
        func screen(_ keys: String) -> String {
            "screen: S\nplatform: iPadOS\nelements:\n  - type: button\n    presents:\n      type: popover\n" + keys
        }
        assertReports("popover-multiselect-closes", screen("      multipleSelection: true\n      dismiss: {↓onSelection: true}\n"))
        assertReports("popover-multiselect-closes", screen("      multipleSelection: false\n      dismiss: {onSelection: true}\n"))
        assertReports("popover-multiselect-closes", screen("      multipleSelection: true\n"))
        assertReports("popover-multiselect-closes", screen("      dismiss: {onSelection: true}\n"))
    }

    // MARK: - popover-unsupported-platform

    func testEveryPopoverOnTVOSAndWatchOSIsReportedAtItsType() {
        let text = """
        screen: S
        platform: tvOS
        elements:
          - type: button
            presents:
              - type: sheet
              - ↓type: popover
                content:
                  - type: button
                    presents: {↓type: popover}
        """
        assertReports("popover-unsupported-platform", text)
        XCTAssertEqual(messages("popover-unsupported-platform", text).first,
                       "tvOS does not support popovers; present this content as a full-screen view or a sheet instead.")
        assertReports("popover-unsupported-platform", text.replacingOccurrences(of: "tvOS", with: "watchOS"))
        for platform in ["iOS", "iPadOS", "macOS", "visionOS"] {
            assertReports("popover-unsupported-platform", text.replacingOccurrences(of: "tvOS", with: platform).replacingOccurrences(of: "↓", with: ""))
        }
    }

    // MARK: - popover-resize-animation

    func testAResizeThatIsNotAnimatedFiresAtResize() {
        func screen(_ resize: String, marked: Bool = false) -> String {
            "screen: S\nplatform: iPadOS\nelements:\n  - type: button\n    presents:\n      type: popover\n      \(marked ? "↓" : "")resize: \(resize)\n"
        }
        assertReports("popover-resize-animation", screen("{height: 400, animated: false}", marked: true))
        assertReports("popover-resize-animation", screen("{height: 400}"))
        assertReports("popover-resize-animation", screen("{height: 400, animated: true}"))
        assertReports("popover-resize-animation", """
        {"screen": "S", "platform": "iPadOS", "elements": [{"type": "button", "presents": {
          "type": "popover", ↓"resize": {"animated": false}}}]}
        """, name: "s.json")
    }

    // MARK: - popover-task-scrolls

    func testATaskOrActionSheetThatScrollsFiresAtScrolls() {
        func screen(_ keys: String) -> String {
            "screen: S\nplatform: iPadOS\nelements:\n  - type: button\n    presents:\n      type: popover\n" + keys
        }
        assertReports("popover-task-scrolls", screen("      purpose: task\n      ↓scrolls: true\n"))
        assertReports("popover-task-scrolls", screen("      ↓scrolls: true\n      purpose: actionSheet\n"))
        assertReports("popover-task-scrolls", screen("      purpose: selection\n      scrolls: true\n"))
        assertReports("popover-task-scrolls", screen("      purpose: task\n      scrolls: false\n"))
        assertReports("popover-task-scrolls", screen("      scrolls: true\n"))
    }

    // MARK: - popover-save-on-dismiss (v2: typed text is work; the message names it)

    func testSaveOnDismissCountsTypedTextAndNamesTheElement() {
        let text = """
        screen: S
        platform: iPadOS
        elements:
          - type: button
            presents:
              ↓type: popover
              content:
                - id: search
                  type: searchField
                - id: notify
                  type: toggle
                - type: stack
                  children:
                    - id: note
                      type: textView
          - type: button
            presents:
              type: popover
              dismiss: {↓outsideTap: discard}
              content:
                - type: secureField
        """
        assertReports("popover-save-on-dismiss", text)
        XCTAssertEqual(messages("popover-save-on-dismiss", text), [
            "This nonmodal popover holds work people type in 'note' but does not say what a tap outside does to it; set dismiss.outsideTap to save (or prevent).",
            "A tap outside this nonmodal popover discards what people typed in 'secureField'; save it instead (outsideTap: save) and discard only on an explicit Cancel button.",
        ])
    }

    func testSaveOnDismissLeavesSearchAndControlsThatApplyAtOnceAlone() {
        for control in ["searchField", "toggle", "slider", "stepper", "picker", "datePicker", "colorPicker", "segmentedControl"] {
            assertReports("popover-save-on-dismiss", """
            screen: S
            platform: iPadOS
            elements:
              - type: button
                presents:
                  type: popover
                  dismiss: {outsideTap: discard}
                  content:
                    - type: \(control)
            """)
        }
    }

    // MARK: - popover-menu-stays-open (v2: single-choice selection too)

    func testMenuStaysOpenCoversSingleChoiceSelectionButNotInspectorsOrMultipleSelection() {
        assertReports("popover-menu-stays-open", """
        screen: S
        platform: iPadOS
        elements:
          - type: button
            presents:
              - type: popover
                purpose: selection
                dismiss: {↓onSelection: false}
              - type: popover
                purpose: selection
                multipleSelection: true
                dismiss: {onSelection: false}
              - type: popover
                purpose: inspector
                dismiss: {onSelection: false}
              - type: popover
                purpose: selection
        """)
    }

    // MARK: - popover-single-tap-switch

    func testBarButtonPopoversWithoutPassthroughGetTheBarFromUIKit() {
        for bar in ["toolbar", "navigationBar"] {
            for platform in ["iOS", "iPadOS"] {
                assertReports("popover-single-tap-switch", """
                screen: S
                platform: \(platform)
                elements:
                  - type: \(bar)
                    children:
                      - id: a
                        type: barButton
                        presents: {type: popover}
                      - id: b
                        type: barButton
                        presents: {type: popover}
                """)
            }
        }
    }

    func testNoPassthroughOnMacOS() {
        assertReports("popover-single-tap-switch", """
        screen: S
        platform: macOS
        elements:
          - type: toolbar
            children:
              - id: a
                type: button
                presents: {type: popover, passthrough: []}
              - id: b
                type: button
                presents: {type: popover}
        """)
    }

    func testTwoPopoversWithoutPassthroughThatUIKitDoesNotCoverAreEachReportedAtTheirType() {
        // A tab bar's items and plain buttons in a bar are not bar button items: no passthrough is added.
        for (bar, item) in [("tabBar", "barButton"), ("toolbar", "button"), ("navigationBar", "button")] {
            let text = """
            screen: S
            platform: iPadOS
            elements:
              - type: \(bar)
                children:
                  - id: a
                    type: \(item)
                    presents: {↓type: popover}
                  - id: b
                    type: \(item)
                    presents: {↓type: popover}
            """
            assertReports("popover-single-tap-switch", text)
            XCTAssertEqual(messages("popover-single-tap-switch", text).first,
                           "'b' in the same \(bar) also opens a popover, but this popover's passthrough does not list it; add 'b' to passthrough so one tap closes this popover and opens the other.")
        }
    }

    func testAWrittenPassthroughThatOmitsASiblingIsReportedAtPassthrough() {
        let text = """
        screen: S
        platform: iPadOS
        elements:
          - type: toolbar
            children:
              - id: a
                type: barButton
                presents:
                  type: popover
                  passthrough: [b, c]
              - id: b
                type: barButton
                presents:
                  type: popover
                  passthrough: [a, c]
              - id: c
                type: barButton
                presents:
                  type: popover
                  ↓passthrough: [a]
        """
        assertReports("popover-single-tap-switch", text)
        XCTAssertEqual(messages("popover-single-tap-switch", text, locale: .ko),
                       ["같은 툴바의 'b'도 팝오버를 여는데 이 팝오버의 passthrough에 없습니다. 한 번의 탭으로 이 팝오버를 닫고 다른 팝오버를 열 수 있도록 'b'를 passthrough에 추가하십시오."])
    }

    func testOnlySiblingsThatPresentAPopoverNeedToBeListed() {
        // `c` presents a sheet and `d` nothing: neither needs to be in passthrough.
        assertReports("popover-single-tap-switch", """
        screen: S
        platform: iPadOS
        elements:
          - type: toolbar
            children:
              - id: a
                type: barButton
                presents: {type: popover, passthrough: [b]}
              - id: b
                type: barButton
                presents: {type: popover, passthrough: [a]}
              - id: c
                type: barButton
                presents: {type: sheet}
              - id: d
                type: barButton
        """)
        // One bar popover alone has nothing to switch to.
        assertReports("popover-single-tap-switch", """
        screen: S
        platform: iPadOS
        elements:
          - type: toolbar
            children:
              - id: a
                type: barButton
                presents: {type: popover}
              - id: c
                type: barButton
                presents: {type: sheet}
        """)
    }

    func testListingTheBarOrAViewHoldingItCoversEverySibling() {
        assertReports("popover-single-tap-switch", """
        screen: S
        platform: iPadOS
        elements:
          - id: top
            type: view
            children:
              - id: bar
                type: navigationBar
                children:
                  - id: a
                    type: barButton
                    presents: {type: popover, passthrough: [bar]}
                  - id: b
                    type: barButton
                    presents: {type: popover, passthrough: [top]}
        """)
    }

    func testASiblingWithoutAnIDCanNeverBeListed() {
        let text = """
        screen: S
        platform: iPadOS
        elements:
          - type: toolbar
            children:
              - id: a
                type: barButton
                presents: {type: popover, ↓passthrough: [a]}
              - type: barButton
                presents: {type: popover}
        """
        assertReports("popover-single-tap-switch", text)
        XCTAssertEqual(messages("popover-single-tap-switch", text).first,
                       "A barButton in the same toolbar also opens a popover but has no id, so this popover's passthrough cannot list it; give it an id and add it to passthrough so one tap switches popovers.")
    }

    func testOnlyDirectChildrenOfABarCount() {
        // Grandchildren of a bar are not its bar buttons…
        assertReports("popover-single-tap-switch", """
        screen: S
        platform: iPadOS
        elements:
          - type: toolbar
            children:
              - type: stack
                children:
                  - id: a
                    type: barButton
                    presents: {type: popover}
                  - id: b
                    type: barButton
                    presents: {type: popover}
        """)
        // …nor are the children of a plain view.
        assertReports("popover-single-tap-switch", """
        screen: S
        platform: iPadOS
        elements:
          - type: view
            children:
              - id: a
                type: button
                presents: {type: popover}
              - id: b
                type: button
                presents: {type: popover}
        """)
        // Popovers of different bars are not siblings.
        assertReports("popover-single-tap-switch", """
        screen: S
        platform: iPadOS
        elements:
          - type: navigationBar
            children:
              - id: a
                type: barButton
                presents: {type: popover}
          - type: toolbar
            children:
              - id: b
                type: barButton
                presents: {type: popover}
        """)
    }

    func testEachPopoverOfAButtonIsCheckedOnItsOwn() {
        // `a` presents two popovers: each is checked against `b`; `b`'s lists `a`.
        assertReports("popover-single-tap-switch", """
        screen: S
        platform: iPadOS
        elements:
          - type: toolbar
            children:
              - id: a
                type: barButton
                presents:
                  - type: popover
                    ↓passthrough: []
                  - type: popover
                    passthrough: [b]
              - id: b
                type: barButton
                presents: {type: popover, passthrough: [a]}
        """)
    }

    func testABarInsideAPopoverIsCheckedToo() {
        assertReports("popover-single-tap-switch", """
        screen: S
        platform: iPadOS
        elements:
          - id: open
            type: button
            presents:
              type: popover
              content:
                - type: toolbar
                  children:
                    - id: a
                      type: button
                      presents: {↓type: popover}
                    - id: b
                      type: barButton
                      presents: {type: popover, passthrough: [a]}
        """)
    }

    // MARK: - At most once per popover

    func testEachRuleReportsAPopoverAtMostOnce() {
        let text = """
        screen: S
        platform: tvOS
        elements:
          - type: button
            presents:
              type: popover
              purpose: menu
              dismiss: {onSelection: true}
              resize: {animated: false}
              content:
                - type: button
                  ↓role: close
                - type: button
                  role: cancel
                - type: barButton
                  role: done
        """
        for id in Self.ids {
            XCTAssertLessThanOrEqual(lint(unmarked(text).text, enabling: [id]).positions(of: id).count, 1, id)
        }
        assertReports("popover-close-button", text)
    }
}
