import HiglintCore
import HiglintSwiftSource
import XCTest

/// `present(_:animated:)` called on another controller, however the code finds it: a closure in the
/// receiver's chain (`viewControllers.first { … }?.present(…)`), `map { $0.present(…) }`, or inside
/// `DispatchQueue.main.async { … }`. The presented controller's popover is read as it is with
/// `navigationController?.present(…)`.
final class PresentReceiverTests: XCTestCase {
    private func source(presentingWith call: String, anchored: Bool = false) -> String {
        """
        import UIKit

        final class MailboxViewController: UIViewController {
            @IBOutlet private weak var moveButton: UIButton!

            @IBAction func move(_ sender: UIButton) {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Move to Folder", style: .default))
                sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                sheet.popoverPresentationController?.permittedArrowDirections = [.up, .down]
                \(anchored ? "sheet.popoverPresentationController?.sourceView = moveButton" : "")
                \(call)
            }
        }
        """
    }

    /// What a rule sees of the popover: everything but where it is written.
    private func described(_ source: String) throws -> String {
        let screen = try XCTUnwrap(readSwift(source).screens.first)
        let popover = try XCTUnwrap(screen.popovers.first)
        let attributes = try XCTUnwrap(popover.presentation)
        let anchor = screen.source(of: popover.index)
        let content = popover.children.map { "\(screen[$0].type.map { "\($0)" } ?? "nil") \(screen[$0].title ?? "")" }
        return "\(screen.popovers.count) \(String(describing: attributes.api)) \(String(describing: attributes.purpose)) "
            + "\(attributes.arrow.sorted { $0.rawValue < $1.rawValue }) \(anchor?.type.map { "\($0)" } ?? "nil") \(anchor?.id ?? "nil") "
            + "\(content) withoutSource: \(attributes.presentedWithoutSource != nil)"
    }

    private let receivers = [
        "navigationController?.viewControllers.first { $0 is MailboxViewController }?.present(sheet, animated: true)",
        "navigationController?.viewControllers.first(where: { $0 is MailboxViewController })?.present(sheet, animated: true)",
        "children.last { $0.isViewLoaded }!.present(sheet, animated: true)",
        "(presentedViewController ?? self).present(sheet, animated: true)",
        "navigationController?.topViewController.map { $0.present(sheet, animated: true) }",
        "DispatchQueue.main.async { self.present(sheet, animated: true) }",
        "DispatchQueue.main.async { [weak self] in self?.navigationController?.viewControllers.last { $0.isViewLoaded }?.present(sheet, animated: true) }",
    ]

    func testAReceiverFoundByAClosurePresentsThePopoverAsANamedOneDoes() throws {
        let named = source(presentingWith: "navigationController?.present(sheet, animated: true)")
        let anchoredNamed = source(presentingWith: "navigationController?.present(sheet, animated: true)", anchored: true)
        XCTAssertTrue(try described(named).hasSuffix("withoutSource: true"))
        for call in receivers {
            XCTAssertEqual(try described(source(presentingWith: call)), try described(named), call)
            XCTAssertEqual(try described(source(presentingWith: call, anchored: true)), try described(anchoredNamed), call)
        }
    }

    func testTheSheetPresentedWithNoSourceIsReportedAtItsPresentWhateverFindsTheReceiver() {
        for call in receivers {
            let unanchored = source(presentingWith: call)
            XCTAssertEqual(findings(unanchored), ["popover-no-source \(position(of: "present(sheet", in: unanchored))"], call)
            XCTAssertEqual(findings(source(presentingWith: call, anchored: true)), [], call)
        }
    }

    /// A UIPopoverController's `present(from:…)` on a receiver with no name is no popover this
    /// reading knows: nothing is read of it.
    func testAPopoverControllerFoundByAClosureIsNotGuessed() {
        let source = """
        import UIKit

        final class MailboxViewController: UIViewController {
            private var popovers: [UIPopoverController] = []

            @objc func show(_ sender: UIBarButtonItem) {
                popovers.first { !$0.isPopoverVisible }?.present(from: sender, permittedArrowDirections: [], animated: true)
            }
        }
        """
        XCTAssertEqual(findings(source), [])
        XCTAssertEqual(readSwift(source).screens.flatMap(\.popovers).count, 0)
    }
}
