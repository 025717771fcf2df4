import HiglintCore
@testable import HiglintSwiftSource
import XCTest

/// A UIKit controller declared in another file of the run, presented from this one: what its own
/// setup says joins what the presenter sets, as one popover, reported once.
final class ControllersAcrossFilesTests: XCTestCase {
    /// Makes itself a popover and its own delegate in its `init`, and stays a popover in a compact width.
    private let picker = """
    import UIKit

    final class DatePickerPopover: UIViewController, UIPopoverPresentationControllerDelegate {
        init() {
            super.init(nibName: nil, bundle: nil)
            modalPresentationStyle = .popover
            popoverPresentationController?.delegate = self
        }

        required init?(coder: NSCoder) { fatalError() }

        func adaptivePresentationStyle(for controller: UIPresentationController,
                                       traitCollection: UITraitCollection) -> UIModalPresentationStyle {
            UIModalPresentationStyle.none
        }
    }
    """

    private let presenter = DatePickerFiles.presenter

    func testAControllerThatKeepsItselfAPopoverInACompactWidthIsReportedOnceWherePresentedFromAnotherFile() {
        XCTAssertEqual(lintAcrossFiles([("EventViewController.swift", presenter), ("DatePickerPopover.swift", picker)]), [
            "EventViewController.swift>DatePickerPopover.swift:\(position(of: "UIModalPresentationStyle.none", in: picker)) popover-in-compact",
        ], "found while linting the presenter, at the controller's `.none`, and not again for the controller's own file")
        XCTAssertEqual(lintAcrossFiles([("DatePickerPopover.swift", picker), ("EventViewController.swift", presenter)]).count, 1, "whatever the order")
    }

    func testWithNoPresenterAmongTheLintedFilesItIsStillAPopoverOfItsOwnFile() {
        XCTAssertEqual(lintAcrossFiles([("DatePickerPopover.swift", picker)]), [
            "DatePickerPopover.swift>DatePickerPopover.swift:\(position(of: "UIModalPresentationStyle.none", in: picker)) popover-in-compact",
        ])
    }

    func testThePresentersDelegateSetAfterTheControllersOwnWins() {
        let adapting = presenter.replacingOccurrences(of: "        present(picker, animated: true)", with: """
                picker.popoverPresentationController?.delegate = self
                present(picker, animated: true)
            }

            func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
                .formSheet
        """).replacingOccurrences(of: "final class EventViewController: UIViewController {",
                                  with: "final class EventViewController: UIViewController, UIPopoverPresentationControllerDelegate {")
        XCTAssertEqual(lintAcrossFiles([("EventViewController.swift", adapting), ("DatePickerPopover.swift", picker)]), [])
    }

    func testAControllerThatAdaptsToASheetIsFine() {
        let sheet = picker.replacingOccurrences(of: "UIModalPresentationStyle.none", with: "UIModalPresentationStyle.formSheet")
        XCTAssertEqual(lintAcrossFiles([("EventViewController.swift", presenter), ("DatePickerPopover.swift", sheet)]), [])
        let noDelegate = picker.replacingOccurrences(of: "        popoverPresentationController?.delegate = self\n", with: "")
        XCTAssertEqual(lintAcrossFiles([("EventViewController.swift", presenter), ("DatePickerPopover.swift", noDelegate)]), [],
                       "its adaptation method is no popover's delegate's")
    }

    func testAPresenterThatSetsNoSourceIsReportedOnlyWhenTheControllersOwnCodeSetsNoneEither() {
        let bare = DatePickerFiles.bare
        let compact = "popover-in-compact"
        let found = lintAcrossFiles([("EventViewController.swift", bare), ("DatePickerPopover.swift", picker)])
        XCTAssertEqual(found.filter { !$0.hasSuffix(compact) },
                       ["EventViewController.swift>EventViewController.swift:\(position(of: "present(", in: bare)) popover-no-source"])
        // The controller anchors itself, given the anchor in its `init`.
        let anchored = picker.replacingOccurrences(of: "    init() {", with: "    init(anchor: UIView) {")
            .replacingOccurrences(of: "        modalPresentationStyle = .popover\n",
                                  with: "        modalPresentationStyle = .popover\n        popoverPresentationController?.sourceView = anchor\n")
        let passing = bare.replacingOccurrences(of: "DatePickerPopover()", with: "DatePickerPopover(anchor: sender)")
        XCTAssertEqual(lintAcrossFiles([("EventViewController.swift", passing), ("DatePickerPopover.swift", anchored)]).filter { !$0.hasSuffix(compact) }, [])
        // Another method of the controller may anchor it: not read whole.
        let method = picker.replacingOccurrences(of: "    required init?", with: """
            func show(from view: UIView) { popoverPresentationController?.sourceView = view }

            required init?
        """)
        XCTAssertEqual(lintAcrossFiles([("EventViewController.swift", bare), ("DatePickerPopover.swift", method)]).filter { !$0.hasSuffix(compact) }, [])
        // Handed to another function before it is presented.
        let handed = bare.replacingOccurrences(of: "        present(picker, animated: true)", with: "        configure(picker)\n        present(picker, animated: true)")
        XCTAssertEqual(lintAcrossFiles([("EventViewController.swift", handed), ("DatePickerPopover.swift", picker)]).filter { !$0.hasSuffix(compact) }, [])
    }

    func testAControllerPresentedRightInThePresentCallIsJoinedToo() {
        let inline = """
        import UIKit

        final class EventViewController: UIViewController {
            func pickDate(from button: UIButton) {
                present(DatePickerPopover(), animated: true)
            }
        }
        """
        let found = lintAcrossFiles([("EventViewController.swift", inline), ("DatePickerPopover.swift", picker)])
        XCTAssertEqual(found, [
            "EventViewController.swift>DatePickerPopover.swift:\(position(of: "UIModalPresentationStyle.none", in: picker)) popover-in-compact",
            "EventViewController.swift>EventViewController.swift:\(position(of: "present(", in: inline)) popover-no-source",
        ], "the presenter never spells the word: presenting the controller makes the popover")
    }

    func testAControllerDeclaredTwiceIsNotJoined() {
        let other = picker.replacingOccurrences(of: "UIModalPresentationStyle.none", with: "UIModalPresentationStyle.formSheet")
        let found = lintAcrossFiles([("EventViewController.swift", presenter), ("DatePickerPopover.swift", picker), ("Other/DatePickerPopover.swift", other)])
        XCTAssertFalse(found.contains { $0.hasPrefix("EventViewController.swift>") }, "\(found)")
    }

    /// The same picker, its popover set up in a method its setup calls.
    private func helper(calledFrom setup: String, call: String = "configurePopover()") -> String {
        """
        import UIKit

        final class DatePickerPopover: UIViewController, UIPopoverPresentationControllerDelegate {
            \(setup.replacingOccurrences(of: "CALL", with: call))

            private func configurePopover() {
                modalPresentationStyle = .popover
                self.popoverPresentationController?.delegate = self
            }

            func adaptivePresentationStyle(for controller: UIPresentationController,
                                           traitCollection: UITraitCollection) -> UIModalPresentationStyle {
                .none
            }
        }
        """
    }

    private let overrideInit = """
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
                super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
                CALL
            }

            required init?(coder: NSCoder) { fatalError() }
    """

    func testAPopoverSetUpInAMethodTheSetupCallsIsReadAsTheSetupsOwn() {
        let setups = [
            overrideInit,
            overrideInit.replacingOccurrences(of: "CALL", with: "self.CALL"),
            "override func viewDidLoad() {\n        super.viewDidLoad()\n        CALL\n    }",
            "override func viewDidLoad() {\n        CALL\n        super.viewDidLoad()\n    }",
            "override func awakeFromNib() {\n        super.awakeFromNib()\n        CALL\n    }",
            // The method calls another that does the work.
            "required init?(coder: NSCoder) {\n        super.init(coder: coder)\n        setUp()\n    }\n\n    private func setUp() { CALL }",
        ]
        for setup in setups {
            let controller = helper(calledFrom: setup)
            XCTAssertEqual(lintAcrossFiles([("EventViewController.swift", presenter), ("DatePickerPopover.swift", controller)]), [
                "EventViewController.swift>DatePickerPopover.swift:\(position(of: ".none", in: controller)) popover-in-compact",
            ], setup)
            XCTAssertEqual(lintAcrossFiles([("DatePickerPopover.swift", controller)]), [
                "DatePickerPopover.swift>DatePickerPopover.swift:\(position(of: ".none", in: controller)) popover-in-compact",
            ], "with no presenter: \(setup)")
        }
    }

    func testAMethodTheSetupMayNotRunFirstIsNotTheSetup() {
        let setups = [
            // Under a condition, after a dispatch, in a closure, after a `guard`, or from another method.
            overrideInit.replacingOccurrences(of: "CALL", with: "if UIDevice.current.userInterfaceIdiom == .pad { CALL }"),
            overrideInit.replacingOccurrences(of: "CALL", with: "DispatchQueue.main.async { self.CALL }"),
            "override func viewDidLoad() {\n        super.viewDidLoad()\n        guard isViewLoaded else { return }\n        CALL\n    }",
            "func show(from view: UIView) {\n        CALL\n    }",
            // Another object's method of the same name.
            overrideInit.replacingOccurrences(of: "CALL", with: "coordinator.CALL"),
            // Overloads: which one runs is not read.
            overrideInit + "\n\n    private func configurePopover(animated: Bool) {}",
        ]
        for setup in setups {
            let controller = helper(calledFrom: setup)
            XCTAssertEqual(lintAcrossFiles([("EventViewController.swift", presenter), ("DatePickerPopover.swift", controller)]), [], setup)
            XCTAssertEqual(lintAcrossFiles([("DatePickerPopover.swift", controller)]), [], "with no presenter: \(setup)")
        }
    }

    func testAPresenterThatSetsNoSourceIsReportedWhenTheSetupsMethodsSetNoneEither() {
        let bare = DatePickerFiles.bare
        let controller = helper(calledFrom: overrideInit)
        XCTAssertEqual(lintAcrossFiles([("EventViewController.swift", bare), ("DatePickerPopover.swift", controller)]).filter { !$0.hasSuffix("popover-in-compact") },
                       ["EventViewController.swift>EventViewController.swift:\(position(of: "present(", in: bare)) popover-no-source"])
        let anchoring = controller.replacingOccurrences(of: "        modalPresentationStyle = .popover\n",
                                                        with: "        modalPresentationStyle = .popover\n        popoverPresentationController?.sourceView = view\n")
        XCTAssertEqual(lintAcrossFiles([("EventViewController.swift", bare), ("DatePickerPopover.swift", anchoring)]).filter { !$0.hasSuffix("popover-in-compact") }, [])
    }

    func testAControllerExtendedInAnotherFileIsNotReadWhole() {
        let bare = DatePickerFiles.bare
        let anchoring = """
        import UIKit

        extension DatePickerPopover {
            func prepareForPopoverPresentation(_ popover: UIPopoverPresentationController) {
                popover.sourceView = presentingViewController?.view
            }
        }
        """
        let files = [("EventViewController.swift", bare), ("DatePickerPopover.swift", picker), ("DatePickerPopover+Anchor.swift", anchoring)]
        XCTAssertFalse(lintAcrossFiles(files).contains { $0.hasSuffix("popover-no-source") }, "the extension may anchor it")
        // Presented from its own file.
        let sameFile = picker + "\n\nfinal class AgendaViewController: UIViewController {\n    func pick() { present(DatePickerPopover(), animated: true) }\n}\n"
        let alone = lintAcrossFiles([("DatePickerPopover.swift", sameFile)])
        XCTAssertTrue(alone.contains { $0.hasSuffix("popover-no-source") }, "without the extension: \(alone)")
        XCTAssertFalse(lintAcrossFiles([("DatePickerPopover.swift", sameFile), ("DatePickerPopover+Anchor.swift", anchoring)]).contains { $0.hasSuffix("popover-no-source") })
    }

    /// A linted file that writes the controller's name decides how it shows: pushed or embedded, it
    /// is no popover, and its own file does not guess one (alone, it is: the test above).
    func testAControllerAnotherFilePushesOrEmbedsIsNoPopoverOfItsOwnFile() {
        let pushing = """
        import UIKit

        final class CalendarCoordinator {
            let navigation: UINavigationController
            init(navigation: UINavigationController) { self.navigation = navigation }

            func pickDate() {
                navigation.pushViewController(DatePickerPopover(), animated: true)
            }
        }
        """
        let embedding = """
        import SwiftUI

        struct DatePickerRepresentable: UIViewControllerRepresentable {
            func makeUIViewController(context: Context) -> DatePickerPopover { DatePickerPopover() }
            func updateUIViewController(_ controller: DatePickerPopover, context: Context) {}
        }
        """
        XCTAssertEqual(lintAcrossFiles([("CalendarCoordinator.swift", pushing), ("DatePickerPopover.swift", picker)]), [])
        XCTAssertEqual(lintAcrossFiles([("DatePickerRepresentable.swift", embedding), ("DatePickerPopover.swift", picker)]), [])
    }

    /// A base class of the app that makes itself a popover, and a subclass of it in another file.
    private let base = """
    import UIKit

    class PopoverController: UIViewController, UIPopoverPresentationControllerDelegate {
        override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
            modalPresentationStyle = .popover
            popoverPresentationController?.delegate = self
        }

        required init?(coder: NSCoder) { fatalError() }

        func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
            .none
        }
    }
    """

    private let subclass = """
    import UIKit

    final class DatePickerPopover: PopoverController {
        var date = Date()
    }
    """

    func testASubclassThatNamesNoPresentationIsThePopoverItsSuperclassMakes() {
        let files = [("EventViewController.swift", presenter), ("DatePickerPopover.swift", subclass), ("PopoverController.swift", base)]
        XCTAssertEqual(lintAcrossFiles(files), [
            "EventViewController.swift>PopoverController.swift:\(position(of: ".none", in: base)) popover-in-compact",
        ], "at the superclass's `.none`, once")
        let grandchild = subclass.replacingOccurrences(of: "final class DatePickerPopover: PopoverController",
                                                       with: "final class DatePickerPopover: DayPopoverController")
            + "\n\nclass DayPopoverController: PopoverController {}\n"
        XCTAssertEqual(lintAcrossFiles([("EventViewController.swift", presenter), ("DatePickerPopover.swift", grandchild), ("PopoverController.swift", base)]).count, 1)
    }

    func testASubclassWhoseCodeMayChangeItsPopoverIsNotReadAsItsSuperclasss() {
        let changing = [
            "    override func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .formSheet }",
            "    override func viewDidLoad() { }",
            "    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {\n        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)\n        modalPresentationStyle = .formSheet\n    }",
        ]
        for member in changing {
            let sub = subclass.replacingOccurrences(of: "    var date = Date()", with: member)
            XCTAssertEqual(lintAcrossFiles([("EventViewController.swift", presenter), ("DatePickerPopover.swift", sub), ("PopoverController.swift", base)]), [], member)
        }
        let adapting = base.replacingOccurrences(of: "        .none", with: "        .formSheet")
        XCTAssertEqual(lintAcrossFiles([("EventViewController.swift", presenter), ("DatePickerPopover.swift", subclass), ("PopoverController.swift", adapting)]), [])
    }
}

