import HiglintCore
import HiglintSwiftSource
import XCTest

/// What a type's code names decides what is read where: the views it shows (read inside it, not
/// as screens of their own), the widths its code singles out, and which classes may make a UIKit
/// popover. These facts are found by a fast walk unless the code names a run context, and by the
/// slower walk otherwise; both must give what the code says.
final class TypeFactsTests: XCTestCase {
    private let compactDecidedInShownView = """
    import SwiftUI

    struct optionsPane: View {
        var body: some View {
            Text("Sort by title")
                .presentationCompactAdaptation(.popover)
        }
    }

    struct LibraryScreen: View {
        @State private var shown = false
        var body: some View {
            Button("Sort") { shown = true }
                .popover(isPresented: $shown) {
                    optionsPane()
                }
        }
    }
    """

    func testAViewWithALowercaseNameShownByAnotherIsReadInsideItAndItsCompactAdaptationCounts() throws {
        let reading = readSwift(compactDecidedInShownView)
        XCTAssertEqual(Set(reading.screens.map(\.name)), ["LibraryScreen", "LibraryScreen (iPadOS, compact)"],
                       "optionsPane is shown by LibraryScreen, not a screen of its own; its code decides the compact width")
        XCTAssertEqual(findings(compactDecidedInShownView),
                       ["popover-in-compact \(position(of: ".popover)", in: compactDecidedInShownView))"])
    }

    func testAViewThatChecksTheSizeClassIsReadInEachWidthItNames() {
        let source = """
        import SwiftUI

        struct ShelfScreen: View {
            @Environment(\\.horizontalSizeClass) private var width
            @State private var shown = false
            var body: some View {
                if width == .compact {
                    Button("Sort") { shown = true }
                        .popover(isPresented: $shown) {
                            Text("Title").presentationCompactAdaptation(.none)
                        }
                } else {
                    Text("Sorted by title")
                }
            }
        }
        """
        XCTAssertEqual(findings(source), ["popover-in-compact \(position(of: ".none", in: source))"],
                       "the popover exists only in the compact width, where it stays a popover")
    }

    func testAClassThatNamesNoPopoverCodeIsNoUIKitScreen() {
        let source = """
        import UIKit

        final class NotesViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
                present(alert, animated: true)
            }
        }

        final class ShelfViewController: UIViewController {
            @objc func showNotes(_ sender: UIButton) {
                let notes = NotesViewController()
                notes.modalPresentationStyle = .popover
                notes.popoverPresentationController?.sourceView = sender
                present(notes, animated: true)
            }
        }
        """
        XCTAssertEqual(readSwift(source).screens.map(\.name), ["ShelfViewController"])
        // Read as the popover's content all the same: an alert over a popover is allowed, and an
        // action sheet in its place is a popover inside the popover on iPad.
        XCTAssertEqual(findings(source), [], "an alert over the popover it is shown in is allowed")
        let sheet = source.replacingOccurrences(of: "preferredStyle: .alert)\n", with: "preferredStyle: .actionSheet)\n"
                                                + "                alert.popoverPresentationController?.sourceView = view\n")
        XCTAssertEqual(findings(sheet).map { String($0.prefix { $0 != " " }) }, ["popover-nested"],
                       "the action sheet NotesViewController presents is a popover inside the popover it is shown in")
    }
}
