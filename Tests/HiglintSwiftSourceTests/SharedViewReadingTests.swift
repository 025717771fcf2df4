import Foundation
import HiglintCore
import HiglintSwiftSource
import XCTest

/// A view shown in several places is read once per context and shared (SharedViewReadings.swift):
/// findings inside it are the same as when each place was read, and reported once; a place in
/// another context (inside a popover, say) is read again, so what the rules see there is not lost.
final class SharedViewReadingTests: XCTestCase {
    private let zoom = """
        import SwiftUI

        struct Zoom: View {
            @State private var shown = false
            var body: some View {
                Button("Zoom") { shown = true }
                    .popover(isPresented: $shown) { Slider(value: .constant(1)) }
            }
        }

        """

    /// `Zoom` shown on the screen, then inside another popover: the second place is in a popover,
    /// and the popover `Zoom` shows is nested there. A reading shared with the first place would
    /// lose that.
    func testAViewShownInsideAPopoverIsReadThereAgain() {
        let source = zoom + """
            struct Settings: View {
                @State private var more = false
                var body: some View {
                    VStack {
                        Zoom()
                        Button("More") { more = true }
                            .popover(isPresented: $more) {
                                VStack {
                                    Text("More settings")
                                    Zoom()
                                }
                            }
                    }
                }
            }

            """
        XCTAssertEqual(findings(source), ["popover-nested \(position(of: ".popover(isPresented: $shown)", in: source))"])
    }

    func testAViewShownTwiceOnTheScreenHoldsNoNestedPopover() {
        let source = zoom + """
            struct Settings: View {
                var body: some View {
                    VStack {
                        Zoom()
                        Zoom()
                    }
                }
            }

            """
        XCTAssertEqual(findings(source), [])
    }

    /// A popover's content holds a view twice: it is judged on what the view holds (a toggle is
    /// work the Done button confirms), as when both places were read.
    func testAPopoverHoldingAViewTwiceIsJudgedOnWhatTheViewHolds() {
        func settings(row: String) -> String {
            """
            import SwiftUI

            struct Row: View {
                @State private var on = false
                var body: some View { \(row) }
            }

            struct Settings: View {
                @State private var shown = false
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    Button("Options") { shown = true }
                        .popover(isPresented: $shown) {
                            VStack {
                                Row()
                                Row()
                                Button("Done") { dismiss() }
                            }
                        }
                }
            }

            """
        }
        XCTAssertEqual(findings(settings(row: "Toggle(\"Sound\", isOn: $on)")), [])
        let withText = settings(row: "Text(\"Sound\")")
        XCTAssertEqual(findings(withText), ["popover-close-button \(position(of: "\"Done\"", in: withText))"])
    }

    /// Twenty view properties, each showing the one before twice: read once each, linted.
    func testViewPropertiesShowingEachOtherTwiceOverAreReadOnce() {
        var source = """
            import SwiftUI

            struct Panel: View {
                @State private var shown = false
                var level0: some View {
                    Button("Zoom") { shown = true }
                        .popover(isPresented: $shown) { Slider(value: .constant(1)).presentationCompactAdaptation(.none) }
                }

            """
        for level in 1...20 { source += "    var level\(level): some View { VStack { level\(level - 1); self.level\(level - 1) } }\n" }
        source += "    var body: some View { level20 }\n}\n"
        let start = Date()
        let found = findings(source)
        XCTAssertLessThan(Date().timeIntervalSince(start), 2)
        XCTAssertEqual(found, ["popover-in-compact \(position(of: ".none", in: source))"])
    }

    /// The second place one level deeper (`VStack { V(); VStack { V() } }`) reads the same code:
    /// depth matters only near the depth limit.
    func testAViewShownAgainOneLevelDeeperIsShared() throws {
        var source = ViewBudgetTests.zoom
        for index in 1...20 {
            source += "struct V\(index): View {\n    var body: some View { VStack { V\(index - 1)(); VStack { V\(index - 1)() } } }\n}\n"
        }
        let start = Date()
        XCTAssertEqual(findings(source), ["popover-in-compact \(position(of: ".none", in: source))"])
        XCTAssertLessThan(Date().timeIntervalSince(start), 2)
        // Each view's code once, and each place that shows it one element: linear in the code.
        let screen = try XCTUnwrap(readSwift(source).screens.first)
        XCTAssertLessThan(screen.elements.count, 200)
        XCTAssertEqual(screen.popovers.count, 1)
    }

    /// A popover shown from the start, in a view shown twice: two popovers on screen at once. Code
    /// that holds one is read at each place, and `popover-multiple-visible` reports the second.
    func testAViewShowingAVisiblePopoverTwiceIsTwoVisiblePopovers() {
        let source = """
            import SwiftUI

            struct Hint: View {
                var body: some View {
                    Text("Tip")
                        .popover(isPresented: .constant(true)) { Text("Swipe to delete") }
                }
            }

            struct Inbox: View {
                var body: some View {
                    VStack {
                        Hint()
                        Hint()
                    }
                }
            }

            """
        XCTAssertEqual(findings(source).filter { $0.hasPrefix("popover-multiple-visible") },
                       ["popover-multiple-visible \(position(of: "isPresented: .constant(true)", in: source))"])
    }
}
