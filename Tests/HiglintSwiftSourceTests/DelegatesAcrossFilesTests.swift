import HiglintCore
@testable import HiglintSwiftSource
import XCTest

/// A popover's delegate that is an object of a class declared in another file
/// (`popover.delegate = AlwaysPopoverDelegate.shared`): its methods decide for the popover as a
/// delegate class of the presenter's own file does — the compact adaptation it returns, whether
/// it anchors the popover itself — when the class is sure: declared once, subclassed nowhere.
final class DelegatesAcrossFilesTests: XCTestCase {
    private func delegateFile(returning style: String = ".none", prepares: Bool = false, declaration: String = "final class") -> String {
        """
        import UIKit

        \(declaration) PopoverDelegate: NSObject, UIPopoverPresentationControllerDelegate {
            static let shared = PopoverDelegate()

            func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
                \(style)
            }
        \(prepares ? "\n    func prepareForPopoverPresentation(_ popover: UIPopoverPresentationController) { popover.sourceView = UIView() }\n" : "")}
        """
    }

    private func presenter(delegate: String, anchored: Bool = true, members: String = "") -> String {
        """
        import UIKit

        final class CanvasViewController: UIViewController {
            \(members)
            @IBAction func showTools(_ sender: UIBarButtonItem) {
                let tools = UIViewController()
                tools.modalPresentationStyle = .popover
                \(anchored ? "tools.popoverPresentationController?.barButtonItem = sender" : "")
                tools.popoverPresentationController?.delegate = \(delegate)
                present(tools, animated: true)
            }
        }
        """
    }

    private func lint(_ presenter: String, _ delegate: String, extra: [(String, String)] = []) -> [String] {
        lintAcrossFiles([("CanvasViewController.swift", presenter), ("PopoverDelegate.swift", delegate)] + extra)
    }

    func testEachWayOfNamingTheDelegateJoinsItsAdaptation() {
        let delegate = delegateFile()
        let kept = "CanvasViewController.swift>PopoverDelegate.swift:\(position(of: ".none", in: delegate)) popover-in-compact"
        XCTAssertEqual(lint(presenter(delegate: "PopoverDelegate.shared"), delegate), [kept])
        XCTAssertEqual(lint(presenter(delegate: "popoverDelegate", members: "private let popoverDelegate = PopoverDelegate()"), delegate), [kept])
        XCTAssertEqual(lint(presenter(delegate: "self.popoverDelegate", members: "let popoverDelegate: PopoverDelegate = PopoverDelegate()"), delegate), [kept])
        XCTAssertEqual(lint(presenter(delegate: "PopoverDelegate()"), delegate), [], "made in place: released at once, not read")
        XCTAssertEqual(lint(presenter(delegate: "PopoverDelegate.shared"), delegateFile(returning: ".formSheet")), [])
    }

    func testADelegateThatDoesNotAnchorThePopoverLeavesItWithoutASource() {
        let unanchored = presenter(delegate: "PopoverDelegate.shared", anchored: false)
        let findings = lint(unanchored, delegateFile(returning: ".formSheet"))
        XCTAssertEqual(findings, ["CanvasViewController.swift>CanvasViewController.swift:\(position(of: "present(", in: unanchored)) popover-no-source"])
        XCTAssertEqual(lint(unanchored, delegateFile(returning: ".formSheet", prepares: true)), [], "it anchors the popover itself")
    }

    func testADelegateClassNotSureDecidesNothing() {
        let shared = presenter(delegate: "PopoverDelegate.shared", anchored: false)
        XCTAssertEqual(lint(shared, delegateFile(declaration: "class"), extra: [("Special.swift", "import UIKit\n\nfinal class SpecialDelegate: PopoverDelegate {}\n")]), [],
                       "subclassed: an object of the subclass may answer otherwise")
        XCTAssertEqual(lint(shared, delegateFile(), extra: [("Widgets/PopoverDelegate.swift", delegateFile(returning: ".formSheet"))]), [],
                       "declared twice")
        XCTAssertEqual(lint(shared, delegateFile(declaration: "fileprivate final class")), [], "private to its file")
        XCTAssertEqual(lintAcrossFiles([("CanvasViewController.swift", presenter(delegate: "PopoverDelegate.shared"))]), [],
                       "linted without the delegate's file")
    }

    func testTheWorkspaceRelintsThePresentersOfADelegateClass() {
        var workspace = SwiftWorkspaceIndex(limits: .default)
        workspace.update([("CanvasViewController.swift", presenter(delegate: "PopoverDelegate.shared")), ("PopoverDelegate.swift", delegateFile()),
                          ("Other.swift", "import UIKit\n")]
            .map { IndexedFile(path: $0.0, bytes: Array($0.1.utf8)) })
        XCTAssertEqual(workspace.readers(of: "PopoverDelegate.swift"), ["CanvasViewController.swift"])
    }
}
