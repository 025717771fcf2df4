import HiglintCore
import HiglintSwiftSource
import XCTest

/// Popovers UIKit makes itself: UIDocumentInteractionController's and UIPrintInteractionController's
/// menus, and subclasses of UIActivityViewController and UIAlertController.
final class UIKitSystemPopoverTests: XCTestCase {
    private let iPhone = SwiftSourceReader(platform: .iOS, sizeClass: .compact)

    private func controller(_ members: String, extra: String = "") -> String {
        """
        import UIKit

        final class ReportViewController: UIViewController {
            @IBOutlet private weak var exportButton: UIButton!
            private var documentController: UIDocumentInteractionController?
            private let reportURL = URL(fileURLWithPath: "/tmp/report.pdf")

        \(members)
        }
        \(extra)
        """
    }

    func testADocumentsOptionsMenuIsAPopoverFromItsViewOnAnIPadAndASheetOnAnIPhone() throws {
        let source = controller("""
            func export() {
                documentController = UIDocumentInteractionController(url: reportURL)
                documentController?.presentOptionsMenu(from: exportButton.bounds, in: exportButton, animated: true)
            }
        """)
        let screen = try XCTUnwrap(readSwift(source).screens.first)
        let popover = try XCTUnwrap(screen.popovers.first)
        XCTAssertEqual(screen.popovers.count, 1)
        XCTAssertEqual(popover.presentation?.api, .uiPopoverPresentationController)
        XCTAssertEqual(screen.source(of: popover.index)?.id, "exportButton")
        XCTAssertEqual(screen.source(of: popover.index)?.type, .button)
        XCTAssertEqual("\(popover.range(of: .type).start)", position(of: "presentOptionsMenu", in: source))
        // The system's menu: no size, no content read.
        XCTAssertNil(popover.presentation?.size)
        XCTAssertEqual(screen.content(of: popover.index).filter { $0.type != nil }.count, 0)
        XCTAssertEqual(findings(source), [])

        XCTAssertEqual(readSwift(source, reader: iPhone).screens.flatMap(\.popovers).count, 0)
        XCTAssertEqual(findings(source, reader: iPhone), [])
    }

    func testAFrameReadInItsOwnViewPointsTheMenusArrowBesideIt() {
        let source = controller("""
            @objc func openIn(_ sender: UIButton) {
                if let controller = documentController {
                    controller.presentOpenInMenu(from: sender.frame, in: sender, animated: true)
                }
            }
        """)
        let diagnostics = lintSwift(source)
        XCTAssertEqual(diagnostics.map { "\($0.ruleID) \($0.range.start)" }, ["popover-arrow \(position(of: ".frame", in: source))"])
        XCTAssertTrue(diagnostics.first?.message.contains("presentOpenInMenu(from:in:animated:)") == true, diagnostics.first?.message ?? "")
        // An iPhone shows the menu as a sheet, with no arrow.
        XCTAssertEqual(findings(source, reader: iPhone), [])
    }

    func testThePrintControllersMenusAreAnchoredAndItsSheetAndAPreviewAreNoPopovers() throws {
        let source = controller("""
            @objc func printReport(_ sender: UIBarButtonItem) {
                UIPrintInteractionController.shared.present(from: sender, animated: true, completionHandler: nil)
            }

            func printFromButton() {
                let printer = UIPrintInteractionController.shared
                printer.present(from: exportButton.frame, in: exportButton, animated: true) { _, _, _ in }
            }

            func printAsSheet() {
                UIPrintInteractionController.shared.present(animated: true, completionHandler: nil)
            }

            func preview() {
                documentController?.presentPreview(animated: true)
            }
        """)
        let screen = try XCTUnwrap(readSwift(source).screens.first)
        XCTAssertEqual(screen.popovers.map { screen.source(of: $0.index)?.type }, [.barButton, .button])
        XCTAssertEqual(findings(source), ["popover-arrow \(position(of: ".frame", in: source))"])
    }

    func testAShareSheetSubclassIsAPopoverThatNeedsASourceOnAnIPad() throws {
        let source = controller("""
            @IBAction func share(_ sender: Any) {
                let sheet = ShareSheet(url: reportURL)
                present(sheet, animated: true)
            }
        """, extra: """
        final class ShareSheet: UIActivityViewController {
            init(url: URL) {
                super.init(activityItems: [url], applicationActivities: nil)
            }
        }
        """)
        XCTAssertEqual(findings(source), ["popover-no-source \(position(of: "present(sheet", in: source))"])
        let popover = try XCTUnwrap(readSwift(source).screens.first?.popovers.first)
        XCTAssertEqual("\(popover.range(of: .type).start)", position(of: "ShareSheet(url", in: source))
        XCTAssertEqual(findings(source, reader: iPhone), [])
    }

    func testASubclassAnchoredInItsInitHasThatSourceAndOneAnchoredLaterIsNotJudged() throws {
        let members = """
            @IBAction func share(_ sender: UIButton) {
                present(AnchoredShareSheet(url: reportURL, anchor: sender), animated: true)
            }
        """
        let anchoredInInit = controller(members, extra: """
        final class AnchoredShareSheet: UIActivityViewController {
            init(url: URL, anchor: UIView) {
                super.init(activityItems: [url], applicationActivities: nil)
                popoverPresentationController?.sourceView = anchor
            }
        }
        """)
        let screen = try XCTUnwrap(readSwift(anchoredInInit).screens.first)
        let popover = try XCTUnwrap(screen.popovers.first)
        XCTAssertEqual(screen.source(of: popover.index)?.id, "anchor")
        XCTAssertEqual(findings(anchoredInInit), [])

        let anchoredLater = controller(members, extra: """
        final class AnchoredShareSheet: UIActivityViewController {
            private weak var anchor: UIView?

            init(url: URL, anchor: UIView) {
                self.anchor = anchor
                super.init(activityItems: [url], applicationActivities: nil)
            }

            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                popoverPresentationController?.sourceView = anchor
            }
        }
        """)
        XCTAssertEqual(findings(anchoredLater), [])
    }

    func testAnAlertSubclassIsAnActionSheetOnlyWithTheLiteralStyleAndNotWhenItPicksItsOwnStyle() throws {
        let members = """
            func sort() {
                let menu = SortMenu(title: "Sort", message: nil, preferredStyle: .actionSheet)
                menu.addAction(UIAlertAction(title: "Name", style: .default))
                menu.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                menu.popoverPresentationController?.sourceView = exportButton
                present(menu, animated: true)
            }

            func confirm() {
                present(SortMenu(title: "Delete?", message: nil, preferredStyle: .alert), animated: true)
            }
        """
        let plain = controller(members, extra: "class SortMenu: UIAlertController {}")
        let screen = try XCTUnwrap(readSwift(plain).screens.first)
        let popover = try XCTUnwrap(screen.popovers.first)
        // The `.alert` is no popover.
        XCTAssertEqual(screen.popovers.count, 1)
        XCTAssertEqual(popover.presentation?.purpose, .actionSheet)
        XCTAssertEqual(screen.content(of: popover.index).compactMap(\.title), ["Name"])

        let restyled = controller(members, extra: """
        class SortMenu: UIAlertController {
            override var preferredStyle: UIAlertController.Style { .alert }
        }
        """)
        XCTAssertEqual(readSwift(restyled).screens.flatMap(\.popovers).count, 0)
    }
}
