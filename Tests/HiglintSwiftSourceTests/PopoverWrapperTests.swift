import HiglintCore
@testable import HiglintSwiftSource
import XCTest

/// A team's own popover wrappers and NSPopovers made in code: each use is one popover, reported
/// at the use, with what the wrapper passes on; across files as within one.
final class PopoverWrapperTests: XCTestCase {
    private let wrapper = """
    import SwiftUI

    extension View {
        func hoverCard<C: View>(isPresented: Binding<Bool>, arrowEdge: Edge = .top,
                                @ViewBuilder content: @escaping () -> C) -> some View {
            modifier(HoverCard(isPresented: isPresented, arrowEdge: arrowEdge, card: content))
        }
    }

    struct HoverCard<C: View>: ViewModifier {
        @Binding var isPresented: Bool
        let arrowEdge: Edge
        let card: () -> C

        func body(content: Content) -> some View {
            content.popover(isPresented: $isPresented, arrowEdge: arrowEdge) { card() }
        }
    }
    """

    private let shelf = """
    import SwiftUI

    struct ShelfView: View {
        @State private var details = false
        @State private var more = false

        var body: some View {
            HStack {
                Button("Details") { details = true }
                    .hoverCard(isPresented: $details, arrowEdge: .leading) {
                        Text("Shelf details")
                        Button("Close") { details = false }
                    }
                Button("More") { more = true }
                    .hoverCard(isPresented: $more) { Text("More shelves") }
            }
        }
    }
    """

    /// The popovers each file's reading holds, by where each is written and its arrows.
    private func popovers(_ files: [(String, String)]) -> [String] {
        let reader = SwiftSourceReader()
        let project = reader.index(files.map { ($0.0, Array($0.1.utf8)) }, limits: .default)
        return files.flatMap { path, text in
            let reading = reader.read(Array(text.utf8), path: path, limits: .default, context: ReadingContext(project: project))
            return reading.screens.flatMap { screen in
                screen.popovers.map { popover in
                    let arrow = popover.presentation?.arrow.map(\.rawValue).sorted().joined(separator: ",") ?? ""
                    return "\(path):\(popover.range(of: .type).start) \(screen.platform?.rawValue ?? "") \(arrow)"
                }
            }
        }
    }

    func testEachUseOfAWrapperInAnotherFileIsOnePopoverAtTheUse() {
        XCTAssertEqual(popovers([("Shelf.swift", shelf), ("Card.swift", wrapper)]), [
            "Shelf.swift:\(position(of: ".hoverCard", in: shelf)) iPadOS right",
            "Shelf.swift:\(position(of: ".hoverCard", 2, in: shelf)) iPadOS down",
        ], "the use's `arrowEdge: .leading`, and the wrapper's default `.top`; the wrapper's own `.popover` is no popover of its own")
    }

    func testTheCloseButtonAUsePassesIsReportedInTheUsesFileOnce() {
        let closing = position(of: "\"Close\"", in: shelf)
        XCTAssertEqual(lintAcrossFiles([("Shelf.swift", shelf), ("Card.swift", wrapper)]), ["Shelf.swift>Shelf.swift:\(closing) popover-close-button"])
    }

    func testACommentInTheWrappersFileHidesItsFindingAndIsNotUnused() {
        let shortcuts = """
        import SwiftUI

        extension View {
            func shortcuts(isPresented: Binding<Bool>) -> some View {
                popover(isPresented: isPresented) {
                    Text("⌘N New note")
                    // higlint-disable-next-line popover-close-button
                    Button("Close") { isPresented.wrappedValue = false }
                }
            }
        }
        """
        let user = """
        import SwiftUI

        struct NotesView: View {
            @State private var shown = false
            var body: some View { Button("Keys") { shown = true }.shortcuts(isPresented: $shown) }
        }
        """
        XCTAssertEqual(lintAcrossFiles([("Notes.swift", user), ("Shortcuts.swift", shortcuts)]), [])
        let unsuppressed = shortcuts.replacingOccurrences(of: "// higlint-disable-next-line popover-close-button", with: "//")
        XCTAssertEqual(lintAcrossFiles([("Notes.swift", user), ("Shortcuts.swift", unsuppressed)]),
                       ["Notes.swift>Shortcuts.swift:\(position(of: "\"Close\"", in: unsuppressed)) popover-close-button"],
                       "found with the use, reported in the wrapper's file where the button is written")
    }

    func testWithoutTheUsesTheWrapperIsReadOnItsOwnAndWithoutTheWrapperTheUsesAreNothing() {
        XCTAssertEqual(popovers([("Card.swift", wrapper)]), ["Card.swift:\(position(of: "modifier(", in: wrapper)) iPadOS down,left,right,up"],
                       "a wrapper no file uses is read on its own, as a view nothing shows, what a use passes unknown")
        XCTAssertEqual(popovers([("Shelf.swift", shelf)]), [], "a method the run does not declare is no popover")
    }

    func testAWrapperThatDecidesTheCompactWidthInAnotherFileIsReadInOneAtEachUse() {
        let hint = """
        import SwiftUI

        extension View {
            func hintBubble(_ text: String, isPresented: Binding<Bool>) -> some View {
                popover(isPresented: isPresented) {
                    Text(text)
                        .presentationCompactAdaptation(.popover)
                }
            }
        }
        """
        let kitchen = """
        import SwiftUI

        struct KitchenTimerRow: View {
            @State private var hint = false
            @State private var more = false

            var body: some View {
                HStack {
                    Image(systemName: "timer").hintBubble("Tap to start", isPresented: $hint)
                    Text("Rest").hintBubble("Let the dough rest", isPresented: $more)
                }
            }
        }
        """
        let kept = position(of: ".popover)", in: hint)
        XCTAssertEqual(lintAcrossFiles([("Kitchen.swift", kitchen), ("Hint.swift", hint)]),
                       ["Kitchen.swift>Hint.swift:\(kept) popover-in-compact"],
                       "read in a compact width at each use, as the view's own code would be; reported once, in the wrapper's code")
        XCTAssertEqual(lintAcrossFiles([("Kitchen.swift", kitchen.replacingOccurrences(of: "hintBubble", with: "tipBubble")), ("Hint.swift", hint)]),
                       ["Hint.swift>Hint.swift:\(kept) popover-in-compact"],
                       "used nowhere, the wrapper is read on its own, in a compact width too")
    }

    func testAWrapperDeclaredInTwoFilesIsNotFollowed() {
        XCTAssertEqual(popovers([("Shelf.swift", shelf), ("Card.swift", wrapper), ("Other/Card.swift", wrapper)]).filter { $0.hasPrefix("Shelf") }, [])
    }

    func testAnOverloadTheLabelsDoNotSingleOutIsNotRead() {
        let overloads = wrapper + """

        extension View {
            func hoverCard<C: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> C) -> some View {
                popover(isPresented: isPresented, content: content)
            }
        }
        """
        let uses = popovers([("Shelf.swift", shelf), ("Card.swift", overloads)]).filter { $0.hasPrefix("Shelf") }
        XCTAssertEqual(uses, ["Shelf.swift:\(position(of: ".hoverCard", in: shelf)) iPadOS right"],
                       "`arrowEdge:` picks the first overload; without it, either fits, and nothing is guessed")
    }

    func testAWrapperThatUsesItselfStops() {
        let looping = """
        import SwiftUI

        extension View {
            func loop(isPresented: Binding<Bool>) -> some View {
                loop(isPresented: isPresented).popover(isPresented: isPresented) { Text("Again") }
            }
        }

        struct LoopView: View {
            @State private var shown = false
            var body: some View { Button("Go") { shown = true }.loop(isPresented: $shown) }
        }
        """
        XCTAssertEqual(popovers([("Loop.swift", looping)]), ["Loop.swift:\(position(of: ".loop", in: looping)) iPadOS down,left,right,up"])
    }

    private let buttonHelp = """
    import SwiftUI

    extension Button {
        func exportHelp<Tip: View>(isShown: Binding<Bool>, @ViewBuilder tip: @escaping () -> Tip) -> some View {
            popover(isPresented: isShown, arrowEdge: .bottom, content: tip)
        }
    }
    """

    private let exporter = """
    import SwiftUI

    struct ExportView: View {
        @State private var pdf = false
        @State private var csv = false
        let csvButton: Button<Text>

        var body: some View {
            VStack {
                Button("PDF") { pdf = true }
                    .exportHelp(isShown: $pdf) { Text("A PDF of the note") }
                csvButton
                    .exportHelp(isShown: $csv) { Text("A table") }
            }
        }
    }
    """

    func testAMethodOfAnotherTypesExtensionInAnotherFileIsReadOnThatTypeAndWhereOnlyOneTypeDeclaresIt() {
        XCTAssertEqual(popovers([("Export.swift", exporter), ("ButtonHelp.swift", buttonHelp)]).filter { $0.hasPrefix("Export") }, [
            "Export.swift:\(position(of: ".exportHelp", in: exporter)) iPadOS up",
            "Export.swift:\(position(of: ".exportHelp", 2, in: exporter)) iPadOS up",
        ], "on `Button(…)`, and on a property whose type is not read: only Button's extensions declare `exportHelp`")
        let imageHelp = """
        import SwiftUI

        extension Image {
            func exportHelp<Tip: View>(isShown: Binding<Bool>, @ViewBuilder tip: @escaping () -> Tip) -> some View {
                popover(isPresented: isShown, content: tip)
            }
        }
        """
        let both = buttonHelp + "\n" + imageHelp.replacingOccurrences(of: "import SwiftUI\n", with: "")
        XCTAssertEqual(popovers([("Export.swift", exporter), ("Help.swift", both)]).filter { $0.hasPrefix("Export") }, [
            "Export.swift:\(position(of: ".exportHelp", in: exporter)) iPadOS up",
        ], "Button's and Image's: `csvButton`'s type is not read, so which one runs is not known")
        XCTAssertEqual(popovers([("Export.swift", exporter), ("ButtonHelp.swift", buttonHelp), ("ImageHelp.swift", imageHelp)])
            .filter { $0.hasPrefix("Export") }, [], "a name two files declare is not followed from a third")
    }

    /// An extension of the team's own view holds that view's helpers: its methods are no wrappers
    /// applied to other values.
    func testAMethodOfAnExtensionOfTheTeamsOwnViewIsNoWrapper() {
        let helpers = """
        import SwiftUI

        extension ExportView {
            func exportHelp<Tip: View>(isShown: Binding<Bool>, @ViewBuilder tip: @escaping () -> Tip) -> some View {
                popover(isPresented: isShown, arrowEdge: .bottom, content: tip)
            }
        }
        """
        XCTAssertEqual(popovers([("Export.swift", exporter), ("ExportView+Help.swift", helpers)]).filter { $0.hasPrefix("Export.swift") }, [])
    }

    func testAModifierAppliedThroughModifiedContentInAnotherFileIsAPopoverAtTheUse() {
        let user = """
        import SwiftUI

        struct ShelfHeader: View {
            @State private var card = false
            var body: some View {
                ModifiedContent(content: Text("Shelf"), modifier: HoverCard(isPresented: $card, arrowEdge: .trailing) {
                    Text("Twelve books")
                })
            }
        }
        """
        XCTAssertEqual(popovers([("Header.swift", user), ("Card.swift", wrapper)]).filter { $0.hasPrefix("Header") },
                       ["Header.swift:\(position(of: "ModifiedContent", in: user)) iPadOS left"])
    }

    func testAnNSPopoverIsReadForMacOSWithItsEdgeSizeAndBehavior() throws {
        let source = """
        import AppKit

        final class InfoController: NSViewController {
            @IBAction func showInfo(_ sender: NSButton) {
                let info = NSPopover()
                info.contentSize = NSSize(width: 280, height: 120)
                info.behavior = .applicationDefined
                info.contentViewController = InfoViewController()
                info.show(relativeTo: sender.bounds, of: sender, preferredEdge: .minX)
            }
        }
        """
        let screen = try XCTUnwrap(readSwift(source).screens.first)
        XCTAssertEqual(screen.platform, .macOS)
        let popover = try XCTUnwrap(screen.popovers.first)
        XCTAssertEqual(popover.presentation?.api, .nsPopover)
        XCTAssertEqual(popover.presentation?.size, Size(width: 280, height: 120))
        XCTAssertEqual(popover.presentation?.outsideTap, .prevent)
        XCTAssertEqual(popover.presentation?.arrow, [.right])
        XCTAssertEqual(popover.range(of: .type).start.description, position(of: "NSPopover()", in: source))
        XCTAssertEqual(popover.parent.map { screen[$0].type }, .button, "`sender` of an action taking an NSButton")
    }

    func testAnNSPopoverThatIsNeverShownIsNoPopover() {
        let source = """
        import AppKit

        final class InfoController: NSViewController {
            let info = NSPopover()
            func prepare() { info.behavior = .transient }
        }
        """
        XCTAssertEqual(readSwift(source).screens.flatMap(\.popovers).count, 0)
    }
}
