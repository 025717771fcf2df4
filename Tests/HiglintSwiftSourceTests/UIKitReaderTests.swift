import HiglintCore
import HiglintSwiftSource
import XCTest

/// UIKit presentation code as developers write it, and what higlint reads and reports.
final class UIKitReaderTests: XCTestCase {
    private func controller(_ members: String, extra: String = "") -> String {
        """
        import UIKit

        final class HostViewController: UIViewController, UIPopoverPresentationControllerDelegate {
            @IBOutlet private weak var infoButton: UIButton!

        \(members)
        }

        final class ContentViewController: UIViewController {}
        \(extra)
        """
    }

    func testModalPresentationStylePopoverIsAPopoverAnchoredAtItsSourceView() throws {
        let source = controller("""
            @IBAction func showInfo(_ sender: Any) {
                let content = ContentViewController()
                content.modalPresentationStyle = .popover
                content.preferredContentSize = CGSize(width: 300, height: 200)
                content.popoverPresentationController?.sourceView = infoButton
                content.popoverPresentationController?.permittedArrowDirections = [.up, .down]
                present(content, animated: true)
            }
        """)
        let screen = try XCTUnwrap(readSwift(source).screens.first)
        XCTAssertEqual(screen.name, "HostViewController")
        let popover = try XCTUnwrap(screen.popovers.first)
        XCTAssertEqual(popover.presentation?.api, .uiPopoverPresentationController)
        XCTAssertEqual(popover.presentation?.size, Size(width: 300, height: 200))
        XCTAssertEqual(popover.presentation?.arrow, [.up, .down])
        XCTAssertEqual(screen.source(of: popover.index)?.type, .button)
        XCTAssertEqual(screen.source(of: popover.index)?.id, "infoButton")
        XCTAssertEqual("\(popover.range(of: .type).start)", position(of: ".popover", in: source))
        XCTAssertEqual(findings(source, edition: .ios2011), ["popover-undersize \(position(of: "preferredContentSize", in: source))"])
    }

    func testEmptyPermittedArrowsIsAPopoverWithoutArrow() {
        let source = controller("""
            func show() {
                let content = ContentViewController()
                content.modalPresentationStyle = .popover
                if let popover = content.popoverPresentationController {
                    popover.sourceView = infoButton
                    popover.permittedArrowDirections = []
                }
            }
        """)
        XCTAssertEqual(findings(source), ["popover-no-arrow \(position(of: "permittedArrowDirections", in: source))"])
    }

    /// A controller that presents a popover, is its delegate, and answers `adaptivePresentationStyle`
    /// with `statement` (`return .none`, `.none`).
    private func keepingItsPopoverInCompact(returning statement: String) -> String {
        controller("""
            func show() {
                let content = ContentViewController()
                content.modalPresentationStyle = .popover
                content.popoverPresentationController?.delegate = self
                content.popoverPresentationController?.sourceView = infoButton
                present(content, animated: true)
            }

            func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
                \(statement)
            }
        """)
    }

    func testAdaptiveDelegateReturningNoneKeepsThePopoverInACompactWidth() {
        let source = keepingItsPopoverInCompact(returning: "return .none")
        XCTAssertEqual(findings(source), ["popover-in-compact \(position(of: ".none", in: source))"])
    }

    /// The finding says what to change in UIKit (the delegate's return), and names no SwiftUI
    /// modifier; a SwiftUI popover's finding names no UIKit delegate.
    func testTheCompactFindingNamesTheCodeOfTheFrameworkThePopoverIsMadeWith() throws {
        let uiKit = keepingItsPopoverInCompact(returning: ".none")
        let uiKitMessage = try XCTUnwrap(lintSwift(uiKit).first { $0.ruleID == "popover-in-compact" }?.message)
        XCTAssertTrue(uiKitMessage.contains("return `.formSheet` from its `adaptivePresentationStyle` method"), uiKitMessage)
        XCTAssertFalse(uiKitMessage.contains("SwiftUI") || uiKitMessage.contains("presentationCompactAdaptation"), uiKitMessage)
        let swiftUIMessage = try XCTUnwrap(lintSwift(popoverKeptInCompact).first { $0.ruleID == "popover-in-compact" }?.message)
        XCTAssertTrue(swiftUIMessage.contains("`.presentationCompactAdaptation(.sheet)`"), swiftUIMessage)
        XCTAssertFalse(swiftUIMessage.contains("UIKit") || swiftUIMessage.contains("formSheet"), swiftUIMessage)
    }

    func testAdaptationIsUnknownWithoutTheDelegateOrWhenItDependsOnSomething() {
        // Not the popover's delegate.
        XCTAssertEqual(findings(controller("""
            func show() {
                let content = ContentViewController()
                content.modalPresentationStyle = .popover
                content.popoverPresentationController?.sourceView = infoButton
                present(content, animated: true)
            }

            func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
        """)), [])
        // A presented controller's own delegate is not the popover's.
        XCTAssertEqual(findings(controller("""
            func show() {
                let content = ContentViewController()
                content.modalPresentationStyle = .popover
                content.delegate = self
            }

            func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
        """)), [])
        // Answers that differ say nothing for sure.
        XCTAssertEqual(findings(controller("""
            func show() {
                let content = ContentViewController()
                content.modalPresentationStyle = .popover
                content.popoverPresentationController?.delegate = self
            }

            func adaptivePresentationStyle(for controller: UIPresentationController,
                                           traitCollection: UITraitCollection) -> UIModalPresentationStyle {
                if traitCollection.verticalSizeClass == .compact { return .fullScreen }
                return .none
            }
        """)), [])
    }

    func testModalInPresentationAndARefusingDelegateStopATapOutside() throws {
        let source = controller("""
            func show() {
                let first = ContentViewController()
                first.modalPresentationStyle = .popover
                first.isModalInPresentation = true
                let second = ContentViewController()
                second.modalPresentationStyle = .popover
                second.popoverPresentationController?.delegate = self
            }

            func presentationControllerShouldDismiss(_ controller: UIPresentationController) -> Bool {
                false
            }
        """)
        let popovers = try XCTUnwrap(readSwift(source).screens.first?.popovers)
        XCTAssertEqual(popovers.map { $0.presentation?.modal }, [true, false])
        XCTAssertEqual(popovers.map { $0.presentation?.outsideTap }, [nil, .prevent])
        XCTAssertEqual("\(popovers[1].range(of: .dismissOutsideTap).start)", position(of: "false", in: source))
    }

    func testAControllerThatSaysItIsModalMakesItsPopoverModal() throws {
        let source = controller("""
            func show() {
                let content = EditorViewController()
                content.modalPresentationStyle = .popover
                present(content, animated: true)
            }
        """, extra: """
        final class EditorViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                isModalInPresentation = true
                preferredContentSize = CGSize(width: 400, height: 300)
            }
        }
        """)
        let popover = try XCTUnwrap(readSwift(source).screens.first?.popovers.first)
        XCTAssertEqual(popover.presentation?.modal, true)
        XCTAssertEqual(popover.presentation?.size, Size(width: 400, height: 300))
    }

    func testUIPopoverControllerIsDeprecatedAndOnIPhoneWrong() {
        let source = controller("""
            var legacy: UIPopoverController?

            func show(_ item: UIBarButtonItem) {
                let popover = UIPopoverController(contentViewController: ContentViewController())
                popover.present(from: item, permittedArrowDirections: .any, animated: true)
                legacy = popover
            }
        """)
        XCTAssertEqual(findings(source), ["popover-deprecated-api \(position(of: "UIPopoverController(", in: source))"])
        let iPhone = SwiftSourceReader(platform: .iOS)
        XCTAssertEqual(findings(source, reader: iPhone), [
            "popover-deprecated-api \(position(of: "UIPopoverController(", in: source))",
            "popover-in-compact \(position(of: "UIPopoverController(", in: source))",
        ])
    }

    func testBarButtonItemsOfOneBarAreSiblingsNamedByTheirProperties() throws {
        let source = controller("""
            private lazy var shareItem = UIBarButtonItem(title: "Share", style: .plain, target: self, action: #selector(share(_:)))
            private lazy var tagItem = UIBarButtonItem(title: "Tag", style: .plain, target: self, action: #selector(tag))

            override func viewDidLoad() {
                super.viewDidLoad()
                toolbarItems = [shareItem, tagItem]
            }

            @objc func share(_ sender: UIBarButtonItem) {
                let content = ContentViewController()
                content.modalPresentationStyle = .popover
                content.popoverPresentationController?.barButtonItem = sender
                present(content, animated: true) {
                    content.popoverPresentationController?.passthroughViews = [self.infoButton]
                }
            }

            @objc func tag() {
                let content = ContentViewController()
                content.modalPresentationStyle = .popover
                content.popoverPresentationController?.barButtonItem = tagItem
                present(content, animated: true)
                content.popoverPresentationController?.passthroughViews = [navigationController!.toolbar]
            }
        """)
        let screen = try XCTUnwrap(readSwift(source).screens.first)
        let bar = try XCTUnwrap(screen.all(.toolbar).first)
        XCTAssertEqual(bar.children.map { screen[$0].id }, ["shareItem", "tagItem"])
        XCTAssertEqual(screen.popovers.compactMap { screen.source(of: $0.index)?.id }, ["shareItem", "tagItem"])
        // Once presented, the share popover's list leaves the tag item out; the tag popover's
        // lets the whole toolbar through.
        XCTAssertEqual(findings(source), ["popover-single-tap-switch \(position(of: "passthroughViews", in: source))"])
    }

    func testAnAlertFromThePopoversContentIsAllowedAnActionSheetOrSheetIsNot() {
        let source = controller("""
            func show() {
                let content = MenuViewController()
                content.modalPresentationStyle = .popover
                content.popoverPresentationController?.sourceView = infoButton
            }
        """, extra: """
        final class MenuViewController: UIViewController {
            func rename() {
                present(UIAlertController(title: "Rename", message: nil, preferredStyle: .alert), animated: true)
            }

            func export() {
                let choices = UIAlertController(title: "Export", message: nil, preferredStyle: .actionSheet)
                choices.popoverPresentationController?.sourceView = view
                present(choices, animated: true)
            }

            func unused() {
                let never = UIAlertController(title: "Never shown", message: nil, preferredStyle: .actionSheet)
                never.addAction(UIAlertAction(title: "OK", style: .default))
            }

            func settings() {
                let settings = ContentViewController()
                settings.modalPresentationStyle = .formSheet
                present(settings, animated: true)
            }
        }
        """)
        // On iPad (the standard context) UIKit shows the action sheet as a popover: one inside the
        // popover's content is nested.
        XCTAssertEqual(findings(source), [
            "popover-nested \(position(of: ".actionSheet)", in: source))",
            "popover-over-popover \(position(of: ".formSheet", in: source))",
        ])
    }

    func testAPopoverFromThePopoversContentIsNested() {
        let source = controller("""
            func show() {
                let content = MenuViewController()
                content.modalPresentationStyle = .popover
            }
        """, extra: """
        final class MenuViewController: UIViewController {
            func more() {
                let more = ContentViewController()
                more.modalPresentationStyle = .popover
                more.popoverPresentationController?.sourceView = view
                present(more, animated: true)
            }
        }
        """)
        XCTAssertEqual(findings(source), ["popover-nested \(position(of: ".popover", 2, in: source))"])
    }

    func testAControllerThatMakesItselfAPopoverIsOneWhereverItIsPresented() throws {
        let source = controller("""
            func show() {
                let picker = PickerViewController()
                picker.popoverPresentationController?.sourceView = infoButton
                present(picker, animated: true)
            }
        """, extra: """
        final class PickerViewController: UIViewController {
            init() {
                super.init(nibName: nil, bundle: nil)
                modalPresentationStyle = .popover
            }

            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        let screen = try XCTUnwrap(readSwift(source).screens.first { $0.name == "HostViewController" })
        XCTAssertEqual(screen.popovers.count, 1)
        XCTAssertEqual(screen.source(of: screen.popovers[0].index)?.id, "infoButton")
    }

    func testIdiomChecksDecideWhereAPopoverShows() {
        let source = controller("""
            func show() {
                let content = ContentViewController()
                guard UIDevice.current.userInterfaceIdiom == .pad else {
                    present(content, animated: true)
                    return
                }
                content.modalPresentationStyle = .popover
                content.popoverPresentationController?.delegate = self
            }

            func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
        """)
        // Only iPads reach the popover; an iPad in a compact width keeps it a popover.
        XCTAssertEqual(readSwift(source).screens.map(\.name), ["HostViewController", "HostViewController (iPadOS, compact)"])
        XCTAssertEqual(findings(source), ["popover-in-compact \(position(of: ".none", in: source))"])
    }
}
