import XCTest
@testable import HiglintCore

/// The content rules: word-in-copy, deprecated-api, contrast, detached-appearance, and the opt-in
/// undersize and nonstandard-content. Counts and exact places of the tricky cases.
final class ContentRulesTests: XCTestCase {
    private func at(_ line: Int, _ column: Int) -> SourcePosition { SourcePosition(line: line, column: column) }

    private func messages(_ diagnostics: [Diagnostic], _ rule: String) -> [String] {
        diagnostics.filter { $0.ruleID == rule }.map(\.message)
    }

    // MARK: - Contrast maths

    func testRelativeLuminanceOfBlackAndWhite() {
        XCTAssertEqual(RGBColor.black.relativeLuminance, 0, accuracy: 1e-12)
        XCTAssertEqual(RGBColor(hex: "#FFFFFF")!.relativeLuminance, 1, accuracy: 1e-12)
        // Pure green carries most of the luminance: exactly its weight.
        XCTAssertEqual(RGBColor(hex: "#00FF00")!.relativeLuminance, 0.7152, accuracy: 1e-12)
        // A channel at or below 0.03928 is linear: 10/255 / 12.92.
        XCTAssertEqual(RGBColor(hex: "#0A0A0A")!.relativeLuminance, 10.0 / 255 / 12.92, accuracy: 1e-12)
    }

    func testContrastRatiosAgainstKnownValues() {
        let white = RGBColor(hex: "#FFFFFF")!
        XCTAssertEqual(RGBColor.black.contrastRatio(with: white), 21, accuracy: 1e-9)
        XCTAssertEqual(white.contrastRatio(with: .black), 21, accuracy: 1e-9, "lighter over darker, either order")
        XCTAssertEqual(RGBColor(hex: "#777777")!.contrastRatio(with: white), 4.478, accuracy: 0.001)
        XCTAssertEqual(RGBColor(hex: "#767676")!.contrastRatio(with: white), 4.542, accuracy: 0.001)
        XCTAssertEqual(RGBColor(hex: "#333333")!.contrastRatio(with: .black), 1.662, accuracy: 0.001)
        XCTAssertEqual(RGBColor(hex: "#0A84FF")!.contrastRatio(with: .black), 5.757, accuracy: 0.001)
        XCTAssertEqual(white.contrastRatio(with: white), 1, accuracy: 1e-12)
        // The pair the fixtures use on either side of 4.5.
        XCTAssertLessThan(RGBColor(hex: "#9A6C5A")!.contrastRatio(with: white), 4.5)
        XCTAssertGreaterThan(RGBColor(hex: "#7C7290")!.contrastRatio(with: white), 4.5)
    }

    func testContrastRatioTextTruncatesToTwoDecimals() {
        XCTAssertEqual(contrastRatioText(21), "21.00")
        XCTAssertEqual(contrastRatioText(4.478089), "4.47")
        XCTAssertEqual(contrastRatioText(4.4999999), "4.49", "a failing ratio never reads as the threshold")
        XCTAssertEqual(contrastRatioText(4.5), "4.50")
        XCTAssertEqual(contrastRatioText(4.05), "4.05", "4.05 * 100 is 404.999…; still 4.05")
        XCTAssertEqual(contrastRatioText(1), "1.00")
        XCTAssertEqual(contrastRatioText(1.0662), "1.06")
    }

    // MARK: - popover-word-in-copy

    func testWordScannerWholeWordsAndKorean() {
        let fires: [(String, String)] = [
            ("popover", "popover"), ("Popovers", "Popovers"), ("POPOVER menu", "POPOVER"),
            ("the popover's arrow", "popover"), ("(popovers)", "popovers"), ("popover-style", "popover"),
            ("a popover.", "popover"), ("NSPopover and a popover", "popover"),
            ("팝오버", "팝오버"), ("팝오버를 닫으십시오", "팝오버"), ("이 팝오버에서", "팝오버"),
            ("popover를 닫으십시오", "popover"), ("popoverを閉じる", "popover"),
            // Neighbours of two, three and four bytes in UTF-8 that are not letters or digits.
            ("«popover»", "popover"), ("—popovers—", "popovers"), ("😀popover😀", "popover"),
            ("popover팝오버", "popover"), ("a 팝오버 or a popover", "팝오버"), ("ppopover, popover", "popover"),
        ]
        for (text, word) in fires {
            XCTAssertEqual(PopoverWord.firstMatch(in: text), word, text)
        }
        let passes = ["", "popove", "popoverish", "Popoverly", "NSPopover", "UIPopoverController", "popovers2",
                      "popoverss", "pop over", "pop-over", "épopover", "popoveré", "팝오", "오버",
                      "αpopover", "popoverд", "ppopover", "popover٣", "𝐀popover", "popoveR2", "popove\u{301}r"]
        for text in passes {
            XCTAssertNil(PopoverWord.firstMatch(in: text), text)
        }
    }

    func testWordInCopyReportsEachStringAtItsKey() {
        let text = """
        screen: Help
        platform: iPadOS
        elements:
          - type: label
            text: Tap a date to open its popover.
          - id: event
            type: button
            title: Popover options
            label: Event
            help: The popovers show popover details.
            presents:
              type: popover
              title: Details
              content:
                - type: textField
                  placeholder: 팝오버를 검색
                  editable: false
        """
        let diagnostics = lint(text)
        // Once per string, not per element nor per occurrence: title and help of one element.
        XCTAssertEqual(diagnostics.positions(of: "popover-word-in-copy"), [at(5, 5), at(8, 5), at(10, 5), at(16, 11)])
        XCTAssertEqual(messages(diagnostics, "popover-word-in-copy").first,
                       "This text says 'popover'; refer to the specific task or selection instead of naming the popover.")
        XCTAssertTrue(messages(diagnostics, "popover-word-in-copy").contains { $0.contains("help says 'popovers'") })
        let korean = lint(text, locale: .ko)
        XCTAssertTrue(messages(korean, "popover-word-in-copy").contains { $0.contains("'팝오버'") })
    }

    func testWordInCopyIgnoresNonCopyKeys() {
        let text = """
        screen: popover
        platform: macOS
        elements:
          - id: popover
            type: button
            presents:
              id: popover-details
              type: popover
              api: NSPopover
        """
        XCTAssertEqual(lint(text).positions(of: "popover-word-in-copy"), [])
    }

    // MARK: - popover-deprecated-api

    func testDeprecatedAPIOnAnyPlatformAtAPI() {
        let text = """
        screen: Inspector
        platform: macOS
        elements:
          - id: info
            type: button
            presents:
              - type: popover
                api: UIPopoverController
              - type: popover
                api: NSPopover
              - type: sheet
                api: UIPopoverController
        """
        let diagnostics = lint(text)
        XCTAssertEqual(diagnostics.positions(of: "popover-deprecated-api"), [at(8, 9)], "popovers only")
        XCTAssertEqual(diagnostics.first { $0.ruleID == "popover-deprecated-api" }?.severity, .warning)
        XCTAssertEqual(diagnostics.first { $0.ruleID == "popover-deprecated-api" }?.helpURI,
                       "https://developer.apple.com/documentation/uikit/uipopovercontroller")
        for edition in [Edition.current, .ios2017] {
            XCTAssertEqual(lint(text, edition: edition).positions(of: "popover-deprecated-api"), [at(8, 9)], edition.rawValue)
        }
        // Off in ios-2011, when UIPopoverController was the API to use.
        XCTAssertEqual(lint(text, edition: .ios2011).positions(of: "popover-deprecated-api"), [])
    }

    // MARK: - popover-contrast

    /// Contrast is the 2011 text's rule, on in that edition only.
    private func lintIn2011(_ text: String, options: [String: [String: Double]] = [:]) -> [Diagnostic] {
        lint(text, edition: .ios2011, options: options)
    }

    private func contrastScreen(background: String?, foreground: String?) -> String {
        var lines = ["screen: Notes", "platform: iPadOS", "elements:", "  - id: format", "    type: button",
                     "    presents:", "      type: popover"]
        if let background { lines.append("      background: \"\(background)\"") }
        if let foreground { lines.append("      foreground: \"\(foreground)\"") }
        return lines.joined(separator: "\n") + "\n"
    }

    func testContrastPointsAtForegroundWhenWrittenElseBackground() {
        let implicit = lintIn2011(contrastScreen(background: "#333333", foreground: nil))
        XCTAssertEqual(implicit.positions(of: "popover-contrast"), [at(8, 7)])
        XCTAssertEqual(messages(implicit, "popover-contrast"),
                       ["Text colour #000000 on background #333333 has a contrast ratio of 1.66:1, under 4.5:1; darken the text or lighten the background until they reach at least 4.5:1."])
        let explicit = lintIn2011(contrastScreen(background: "#ffffff", foreground: "#777777"))
        XCTAssertEqual(explicit.positions(of: "popover-contrast"), [at(9, 7)])
        XCTAssertTrue(messages(explicit, "popover-contrast")[0].contains("#777777 on background #FFFFFF has a contrast ratio of 4.47:1"))
    }

    func testContrastAdviceMovesTheWayThatRaisesTheRatio() {
        let lightOnDark = messages(lintIn2011(contrastScreen(background: "#1C1C1E", foreground: "#555555")), "popover-contrast")
        XCTAssertEqual(lightOnDark.count, 1)
        XCTAssertTrue(lightOnDark[0].contains("lighten the text or darken the background"), lightOnDark[0])
        let darkOnLight = messages(lintIn2011(contrastScreen(background: "#DDDDDD", foreground: "#999999")), "popover-contrast")
        XCTAssertEqual(darkOnLight.count, 1)
        XCTAssertTrue(darkOnLight[0].contains("darken the text or lighten the background"), darkOnLight[0])
        XCTAssertEqual(lint(contrastScreen(background: "#1C1C1E", foreground: "#555555")).positions(of: "popover-contrast"), [],
                       "off outside ios-2011")
    }

    func testContrastThresholdIsStrict() {
        XCTAssertEqual(lintIn2011(contrastScreen(background: "#FFFFFF", foreground: "#9A6C5A")).positions(of: "popover-contrast"), [at(9, 7)])
        XCTAssertTrue(messages(lintIn2011(contrastScreen(background: "#FFFFFF", foreground: "#9A6C5A")), "popover-contrast")[0].contains("4.49:1, under 4.5:1"))
        XCTAssertEqual(lintIn2011(contrastScreen(background: "#FFFFFF", foreground: "#7C7290")).positions(of: "popover-contrast"), [])
        // A ratio exactly at the configured minimum passes.
        let ratio = RGBColor(hex: "#777777")!.contrastRatio(with: RGBColor(hex: "#FFFFFF")!)
        let atMinimum = lintIn2011(contrastScreen(background: "#FFFFFF", foreground: "#777777"),
                             options: ["popover-contrast": ["minContrastRatio": ratio]])
        XCTAssertEqual(atMinimum.positions(of: "popover-contrast"), [])
        let justAbove = lintIn2011(contrastScreen(background: "#FFFFFF", foreground: "#777777"),
                             options: ["popover-contrast": ["minContrastRatio": ratio.nextUp]])
        XCTAssertEqual(justAbove.positions(of: "popover-contrast"), [at(9, 7)])
        let large = lintIn2011(contrastScreen(background: "#FFFFFF", foreground: "#8E8E93"), options: ["popover-contrast": ["minContrastRatio": 3]])
        XCTAssertEqual(large.positions(of: "popover-contrast"), [])
        XCTAssertTrue(messages(lintIn2011(contrastScreen(background: "#FFFFFF", foreground: "#8E8E93"), options: ["popover-contrast": ["minContrastRatio": 7]]),
                               "popover-contrast")[0].contains("under 7:1"))
    }

    func testContrastNeedsABackgroundAndIgnoresTheDetachedPanel() {
        XCTAssertEqual(lintIn2011(contrastScreen(background: nil, foreground: "#FFFFFF")).positions(of: "popover-contrast"), [])
        let text = """
        screen: Calendar
        platform: macOS
        elements:
          - id: event
            type: button
            presents:
              type: popover
              background: "#FFFFFF"
              detachable: true
              detached:
                background: "#000000"
        """
        XCTAssertEqual(lintIn2011(text).positions(of: "popover-contrast"), [])
    }

    // MARK: - popover-detached-appearance

    private func detachedScreen(platform: String = "macOS", detachable: String? = "true", background: String?, detached: String?) -> String {
        var lines = ["screen: Calendar", "platform: \(platform)", "elements:", "  - id: event", "    type: button",
                     "    presents:", "      type: popover"]
        if let background { lines.append("      background: \"\(background)\"") }
        if let detachable { lines.append("      detachable: \(detachable)") }
        lines.append("      detached:")
        lines.append("        size: {width: 300, height: 200}")
        if let detached { lines.append("        background: \"\(detached)\"") }
        return lines.joined(separator: "\n") + "\n"
    }

    func testDetachedAppearance() {
        let differs = lint(detachedScreen(background: "#FFFFFF", detached: "#FFF4CC"))
        XCTAssertEqual(differs.positions(of: "popover-detached-appearance"), [at(10, 7)])
        XCTAssertEqual(messages(differs, "popover-detached-appearance"),
                       ["The detached panel's background #FFF4CC differs from the popover's background #FFFFFF by a colour difference of 21.1 (more than 10); keep the same background, or at most a slight tint, so the panel still looks like the popover people dragged off."])
        // A slight tint (ΔE 3.6) is a minimal change; the threshold is an option.
        XCTAssertEqual(lint(detachedScreen(background: "#FFFFFF", detached: "#F5F5F7")).positions(of: "popover-detached-appearance"), [])
        XCTAssertEqual(lint(detachedScreen(background: "#FFFFFF", detached: "#F5F5F7"),
                            options: ["popover-detached-appearance": ["maxColorDifference": 3]]).positions(of: "popover-detached-appearance"), [at(10, 7)])
        XCTAssertEqual(lint(detachedScreen(background: "#FFFFFF", detached: "#FFF4CC"),
                            options: ["popover-detached-appearance": ["maxColorDifference": 22]]).positions(of: "popover-detached-appearance"), [])
        // Same colour spelt in another case.
        XCTAssertEqual(lint(detachedScreen(background: "#f2f2f7", detached: "#F2F2F7")).positions(of: "popover-detached-appearance"), [])
        // Either colour absent: nothing to compare.
        XCTAssertEqual(lint(detachedScreen(background: nil, detached: "#FFF4CC")).positions(of: "popover-detached-appearance"), [])
        XCTAssertEqual(lint(detachedScreen(background: "#FFFFFF", detached: nil)).positions(of: "popover-detached-appearance"), [])
        // Not detachable, or not macOS.
        XCTAssertEqual(lint(detachedScreen(detachable: "false", background: "#FFFFFF", detached: "#FFF4CC")).positions(of: "popover-detached-appearance"), [])
        XCTAssertEqual(lint(detachedScreen(detachable: nil, background: "#FFFFFF", detached: "#FFF4CC")).positions(of: "popover-detached-appearance"), [])
        XCTAssertEqual(lint(detachedScreen(platform: "iPadOS", background: "#FFFFFF", detached: "#FFF4CC")).positions(of: "popover-detached-appearance"), [])
    }

    // MARK: - popover-undersize (opt-in, on in ios-2011)

    private let narrow = """
    screen: Mail
    platform: iPadOS
    elements:
      - id: folders
        type: barButton
        presents:
          - type: popover
            size: {width: 240, height: 400}
          - type: popover
            frame: {x: 0, y: 60, width: 200, height: 300}
          - type: popover
            size: {width: 400}
            frame: {x: 0, y: 60, width: 200, height: 300}
          - type: popover
            size: {width: 320, height: 100}
          - type: popover
            size: {height: 100}
    """

    func testCIE76ColourDifference() {
        let white = RGBColor(hex: "#FFFFFF")!
        XCTAssertEqual(white.colorDifference(to: white), 0, accuracy: 1e-9)
        XCTAssertEqual(white.colorDifference(to: .black), 100, accuracy: 0.01)
        XCTAssertEqual(white.colorDifference(to: RGBColor(hex: "#F5F5F7")!), 3.56, accuracy: 0.01)
        XCTAssertEqual(white.colorDifference(to: RGBColor(hex: "#FFF4CC")!), 21.15, accuracy: 0.01)
        XCTAssertEqual(RGBColor(hex: "#FF0000")!.colorDifference(to: .black), 117.34, accuracy: 0.05)
    }

    func testUndersizeIsOnOnlyInIOS2011UnlessEnabled() {
        XCTAssertEqual(lint(narrow).positions(of: "popover-undersize"), [])
        XCTAssertEqual(lint(narrow, edition: .ios2017).positions(of: "popover-undersize"), [])
        let places = [at(8, 9), at(10, 9)]
        XCTAssertEqual(lint(narrow, edition: .ios2011).positions(of: "popover-undersize"), places)
        XCTAssertEqual(lint(narrow, enabling: ["popover-undersize"]).positions(of: "popover-undersize"), places)
        XCTAssertEqual(lint(narrow, edition: .ios2011).first { $0.ruleID == "popover-undersize" }?.severity, .warning)
        XCTAssertEqual(messages(lint(narrow, edition: .ios2011), "popover-undersize").first,
                       "This popover is 240 points wide, under 320 points; make it at least 320 points wide so its content isn't cramped.")
        XCTAssertEqual(PopoverUndersizeRule.description.isOnByDefault(in: .ios2011), true)
        XCTAssertEqual(PopoverUndersizeRule.description.isOnByDefault(in: .current), false)
    }

    func testUndersizeMinWidthOption() {
        let wider = lint(narrow, edition: .ios2011, options: ["popover-undersize": ["minWidth": 450]])
        XCTAssertEqual(wider.positions(of: "popover-undersize"), [at(8, 9), at(10, 9), at(12, 9), at(15, 9)])
        let narrower = lint(narrow, edition: .ios2011, options: ["popover-undersize": ["minWidth": 210.5]])
        XCTAssertEqual(narrower.positions(of: "popover-undersize"), [at(10, 9)])
        XCTAssertTrue(messages(narrower, "popover-undersize")[0].contains("200 points wide, under 210.5 points"))
    }

    // MARK: - popover-nonstandard-content (opt-in)

    func testNonstandardContentOncePerPopoverAtTheFirstCustomView() {
        let text = """
        screen: Drawing
        platform: iPadOS
        elements:
          - id: canvas
            type: custom
          - id: colors
            type: button
            presents:
              type: popover
              content:
                - type: stack
                  children:
                    - id: wheel
                      type: custom
                - id: swatches
                  type: custom
                - id: more
                  type: button
                  presents:
                    type: sheet
                    content:
                      - type: custom
          - id: brushes
            type: button
            presents:
              type: popover
              content:
                - type: custom
        """
        XCTAssertEqual(lint(text).positions(of: "popover-nonstandard-content"), [], "off by default")
        for edition in Edition.allCases {
            XCTAssertEqual(lint(text, edition: edition).positions(of: "popover-nonstandard-content"), [], edition.rawValue)
        }
        let enabled = lint(text, enabling: ["popover-nonstandard-content"])
        XCTAssertEqual(enabled.positions(of: "popover-nonstandard-content"), [at(14, 15), at(28, 11)])
        XCTAssertEqual(messages(enabled, "popover-nonstandard-content").first,
                       "Content 'wheel' is a custom view; prefer standard controls and views so the popover looks like a popover and is easy to understand.")
        XCTAssertTrue(messages(enabled, "popover-nonstandard-content").last!.contains("'custom'"))
    }

    // MARK: - Descriptions

    func testDescriptionsOfTheContentRules() {
        let contentRules: Set = ["popover-task-scrolls", "popover-deprecated-api", "popover-contrast", "popover-detached-appearance",
                                 "popover-undersize", "popover-nonstandard-content", "popover-no-source"]
        let ids = RuleRegistry.guidelineRules.map { type(of: $0).description.id }.filter(contentRules.contains)
        XCTAssertEqual(ids, ["popover-task-scrolls", "popover-deprecated-api", "popover-contrast",
                                    "popover-detached-appearance", "popover-undersize", "popover-nonstandard-content",
                                    "popover-no-source"])
        XCTAssertEqual(PopoverContrastRule.description.options.map(\.name), ["minContrastRatio"])
        XCTAssertEqual(PopoverContrastRule.description.options.first?.defaultValue, 4.5)
        XCTAssertEqual(PopoverUndersizeRule.description.options.first?.defaultValue, 320)
        XCTAssertTrue(PopoverNonstandardContentRule.description.optIn)
    }
}
