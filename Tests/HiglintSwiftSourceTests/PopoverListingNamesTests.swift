import HiglintCore
import HiglintSwiftSource
import XCTest

/// `higlint popovers` names and places each popover as findings on it do: a storyboard popover by
/// the scene it shows, a UIKit one at the token that makes it.
final class PopoverListingNamesTests: XCTestCase {
    private func example(_ rule: String, format: String) throws -> RuleCatalog.Example {
        let entry = try XCTUnwrap(RuleCatalog.shared.entries[rule])
        return try XCTUnwrap(entry.badExamples.first { $0.format == format })
    }

    private func lint(_ text: String, path: String) -> LintedFile {
        var linter = Linter(configuration: LintConfiguration(), readers: .standard)
        linter.recordsPopovers = true
        return linter.lintFile(bytes: Array(text.utf8), path: path)
    }

    func testAStoryboardPopoverIsListedByTheNameFindingsGiveIt() throws {
        let linted = lint(try example("popover-nested", format: "storyboard").text, path: "Main.storyboard")
        let nested = try XCTUnwrap(linted.diagnostics.first { $0.ruleID == "popover-nested" })
        XCTAssertTrue(nested.message.contains("inside popover 'Filter'"), nested.message)
        XCTAssertEqual(linted.popovers.map { $0.name ?? "none" }, ["'Filter'", "'SortOrder'"])
    }

    /// A popover whose source shows no copy is named by the copy its content starts with, also
    /// inside views that only hold others (`VStack { Text("Filters") … }`); a nested popover's
    /// copy is not its.
    func testASwiftUIPopoverFromAnUnnamedSourceIsNamedByTheCopyItsContentStartsWith() throws {
        let source = """
        import SwiftUI

        struct FilterBar: View {
            @State private var filters = false
            @State private var more = false
            @State private var nested = false

            var body: some View {
                HStack {
                    Image(systemName: "line.3.horizontal.decrease")
                        .popover(isPresented: $filters) {
                            VStack {
                                ScrollView { Text("Filters") }
                                Toggle("Unread only", isOn: .constant(true))
                            }
                        }
                    Image(systemName: "ellipsis")
                        .popover(isPresented: $more) {
                            VStack {
                                Color.red
                                    .popover(isPresented: $nested) { Text("Inner") }
                            }
                        }
                }
            }
        }
        """
        let linted = lint(source, path: "FilterBar.swift")
        XCTAssertEqual(linted.popovers.map { $0.name ?? "none" }, ["'Filters'", "none", "'Inner'"])
    }

    func testAUIKitPopoverIsListedWhereFindingsOnItPoint() throws {
        let linted = lint(try example("popover-deprecated-api", format: "swift").text, path: "Reader.swift")
        let finding = try XCTUnwrap(linted.diagnostics.first { $0.ruleID == "popover-deprecated-api" })
        XCTAssertEqual(linted.popovers.map(\.position), [finding.range.start])
    }

    /// A compact width's adaptation that code decides in a way higlint does not read (a delegate
    /// object of no known class, a delegate method that answers by a condition, a SwiftUI
    /// adaptation held in a property) is listed as unknown, not as adapting to a sheet; one the code
    /// does not touch is listed as adapting.
    func testAnAdaptationCodeDecidesUnreadIsListedUnknown() throws {
        let uiKit = """
        import UIKit

        final class ReaderViewController: UIViewController, UIPopoverPresentationControllerDelegate {
            @IBOutlet private weak var fontItem: UIBarButtonItem!
            var coordinator: UIPopoverPresentationControllerDelegate?

            @IBAction func showFonts(_ sender: Any) {
                let fonts = UIViewController()
                fonts.modalPresentationStyle = .popover
                fonts.popoverPresentationController?.barButtonItem = fontItem
                fonts.popoverPresentationController?.delegate = coordinator
                present(fonts, animated: true)
            }

            @IBAction func showNotes(_ sender: Any) {
                let notes = UIViewController()
                notes.modalPresentationStyle = .popover
                notes.popoverPresentationController?.barButtonItem = fontItem
                present(notes, animated: true)
            }
        }
        """
        let listed = lint(uiKit, path: "Reader.swift").popovers
        XCTAssertEqual(listed.map { $0.unknown.contains("compactAdaptation") }, [true, false])
        XCTAssertTrue(listed[0].summaryLine.contains("; compact width: unknown;"), listed[0].summaryLine)
        XCTAssertTrue(listed[1].summaryLine.contains("; compact width: not said (adapts to a sheet);"), listed[1].summaryLine)
        XCTAssertNil(listed[0].adaptation)

        let swiftUI = """
        import SwiftUI

        struct Player: View {
            var adaptation: PresentationAdaptation = .popover
            @State private var queue = false

            var body: some View {
                Button("Queue") { queue = true }
                    .popover(isPresented: $queue) { Text("Up next").presentationCompactAdaptation(adaptation) }
            }
        }
        """
        let linted = lint(swiftUI, path: "Player.swift")
        XCTAssertEqual(linted.diagnostics.map(\.ruleID), [])
        XCTAssertEqual(linted.popovers.map { $0.unknown.contains("compactAdaptation") }, [true])
    }

    /// A popover anchored at the controller's own view (`sourceView = view`, the whole screen) is
    /// named by what it holds, not by `view`; one anchored at a named control keeps that name.
    func testAPopoverAnchoredAtTheControllersOwnViewIsNamedByItsContent() throws {
        let source = """
        import UIKit

        final class PhotoViewController: UIViewController {
            @IBOutlet private weak var moreButton: UIButton!

            @objc func showMenu() {
                let menu = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                menu.addAction(UIAlertAction(title: "Save to Files", style: .default))
                menu.popoverPresentationController?.sourceView = view
                menu.popoverPresentationController?.sourceRect = CGRect(x: view.bounds.midX, y: view.bounds.midY, width: 0, height: 0)
                present(menu, animated: true)
            }

            @objc func showMore() {
                let more = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                more.addAction(UIAlertAction(title: "Duplicate", style: .default))
                more.popoverPresentationController?.sourceView = moreButton
                present(more, animated: true)
            }
        }
        """
        XCTAssertEqual(lint(source, path: "Photo.swift").popovers.map { $0.name ?? "none" }, ["'Save to Files'", "'moreButton'"])
    }
}
