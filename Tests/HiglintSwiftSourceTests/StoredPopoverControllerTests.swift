import HiglintCore
import HiglintSwiftSource
import XCTest

/// A `UIPopoverController` kept in a stored property, made in one method and presented in another:
/// one popover, with what every method of the class sets on it (docs/sources.md, "UIKit").
final class StoredPopoverControllerTests: XCTestCase {
    private func controller(_ members: String) -> String {
        """
        import UIKit

        final class ReaderViewController: UIViewController {
            @IBOutlet private weak var infoButton: UIButton!
            private var fontPopover: UIPopoverController?

        \(members)
        }

        final class FontsViewController: UITableViewController {}
        """
    }

    private let makeInSetUp = """
        override func viewDidLoad() {
            super.viewDidLoad()
            fontPopover = UIPopoverController(contentViewController: FontsViewController())
            fontPopover?.popoverContentSize = CGSize(width: 320, height: 400)
        }
    """

    private func presenting(_ body: String, signature: String = "@objc func showFonts(_ sender: UIBarButtonItem)") -> String {
        """
            \(signature) {
        \(body)
            }
        """
    }

    /// The popover of the only screen, with its source.
    private func popover(_ source: String) throws -> (popover: Element, source: Element?) {
        let screen = try XCTUnwrap(readSwift(source).screens.first)
        XCTAssertEqual(screen.popovers.count, 1, "\(screen.popovers.map(\.range))")
        let popover = try XCTUnwrap(screen.popovers.first)
        return (popover, screen.source(of: popover.index))
    }

    func testTheMethodThatPresentsAPropertysPopoverGivesItsSourceAndArrowsWhicheverComesFirst() throws {
        let present = presenting("        fontPopover?.present(from: sender, permittedArrowDirections: [], animated: true)")
        for source in [controller(makeInSetUp + "\n" + present), controller(present + "\n" + makeInSetUp)] {
            let (popover, anchor) = try self.popover(source)
            XCTAssertEqual(popover.presentation?.api, .uiPopoverController)
            XCTAssertEqual(popover.presentation?.size, Size(width: 320, height: 400))
            XCTAssertEqual(popover.presentation?.arrowNone, true)
            XCTAssertEqual(anchor?.type, .barButton)
            XCTAssertEqual(anchor?.id, "sender")
            // A parameter's name, the code's: it names no popover.
            XCTAssertEqual(anchor?.idIsParameter, true)
            XCTAssertEqual(findings(source).sorted(), [
                "popover-deprecated-api \(position(of: "UIPopoverController(", in: source))",
                "popover-no-arrow \(position(of: "permittedArrowDirections: []", in: source))",
            ])
        }
    }

    /// `self.`, optional chaining, force unwrapping, and names that unwrap the property.
    func testTheNamesThatStandForThePropertyAreThatPopover() throws {
        let bodies = [
            "        self.fontPopover?.present(from: sender, permittedArrowDirections: [], animated: true)",
            "        fontPopover!.present(from: sender, permittedArrowDirections: [], animated: true)",
            "        if let popover = fontPopover { popover.present(from: sender, permittedArrowDirections: [], animated: true) }",
            "        if let fontPopover = fontPopover { fontPopover.present(from: sender, permittedArrowDirections: [], animated: true) }",
            "        if let fontPopover { fontPopover.present(from: sender, permittedArrowDirections: [], animated: true) }",
            "        guard let popover = self.fontPopover else { return }\n        popover.present(from: sender, permittedArrowDirections: [], animated: true)",
            "        DispatchQueue.main.async { [weak self] in self?.fontPopover?.present(from: sender, permittedArrowDirections: [], animated: true) }",
            "        if UIDevice.current.userInterfaceIdiom == .pad { fontPopover?.present(from: sender, permittedArrowDirections: [], animated: true) }",
        ]
        for body in bodies {
            let source = controller(makeInSetUp + "\n" + presenting(body))
            XCTAssertEqual(try popover(source).popover.presentation?.arrowNone, true, body)
            XCTAssertTrue(findings(source).contains("popover-no-arrow \(position(of: "permittedArrowDirections: []", in: source))"), body)
        }
    }

    /// A name that hides the property (a parameter, a closure's parameter, a local), or a property
    /// made in two places (either may be the one shown), says nothing of the property's popover.
    func testANameThatHidesThePropertyOrAPropertyMadeTwiceIsNotJoined() throws {
        let hidden = [
            presenting("        fontPopover.present(from: sender, permittedArrowDirections: [], animated: true)",
                       signature: "func show(_ fontPopover: UIPopoverController, sender: UIBarButtonItem)"),
            presenting("        others.forEach { fontPopover in fontPopover.present(from: sender, permittedArrowDirections: [], animated: true) }"),
            presenting("        let fontPopover = others.first\n        fontPopover?.present(from: sender, permittedArrowDirections: [], animated: true)"),
        ]
        for members in hidden {
            let source = controller("    private var others: [UIPopoverController] = []\n" + makeInSetUp + "\n" + members)
            XCTAssertEqual(findings(source), ["popover-deprecated-api \(position(of: "UIPopoverController(", in: source))"], members)
            XCTAssertNil(try popover(source).popover.presentation.flatMap { $0.arrowNone ? true : nil }, members)
        }
        let twice = controller(makeInSetUp + """

            func reset() {
                fontPopover = UIPopoverController(contentViewController: FontsViewController())
            }

        """ + presenting("        fontPopover?.present(from: sender, permittedArrowDirections: [], animated: true)"))
        XCTAssertEqual(Set(findings(twice)), [
            "popover-deprecated-api \(position(of: "UIPopoverController(", in: twice))",
            "popover-deprecated-api \(position(of: "UIPopoverController(", 2, in: twice))",
        ])
    }

    /// A property also given a value made elsewhere (`fontPopover = PopoverFactory.make()`) may
    /// hold that popover: not joined. Set to `nil`, it holds no other.
    func testAPropertyGivenAnotherValueIsNotJoinedButNilIsNoOtherValue() {
        let present = presenting("        fontPopover?.present(from: sender, permittedArrowDirections: [], animated: true)")
        func source(_ reset: String) -> String {
            controller(makeInSetUp + "\n    func reset() {\n        \(reset)\n    }\n" + present)
        }
        let other = source("fontPopover = PopoverFactory.make()")
        XCTAssertEqual(findings(other), ["popover-deprecated-api \(position(of: "UIPopoverController(", in: other))"])
        let none = source("self.fontPopover = nil")
        XCTAssertEqual(Set(findings(none)), [
            "popover-deprecated-api \(position(of: "UIPopoverController(", in: none))",
            "popover-no-arrow \(position(of: "permittedArrowDirections: []", in: none))",
        ])
    }

    /// Made in a local and kept in the property (`self.fontPopover = popover`), or made in the
    /// property's own declaration.
    func testAPopoverKeptFromALocalOrMadeInTheDeclarationIsTheProperty() throws {
        let kept = controller("""
            func prepare() {
                let popover = UIPopoverController(contentViewController: FontsViewController())
                popover.popoverContentSize = CGSize(width: 320, height: 400)
                self.fontPopover = popover
            }

        """ + presenting("        fontPopover?.present(from: infoButton.frame, in: infoButton, permittedArrowDirections: .any, animated: true)"))
        XCTAssertEqual(try popover(kept).source?.id, "infoButton")
        XCTAssertTrue(findings(kept).contains("popover-arrow \(position(of: ".frame", in: kept))"))
        let declared = """
        import UIKit

        final class ReaderViewController: UIViewController {
            private lazy var fontPopover = UIPopoverController(contentViewController: FontsViewController())

            @objc func showFonts(_ sender: UIBarButtonItem) {
                fontPopover.present(from: sender, permittedArrowDirections: [], animated: true)
            }
        }

        final class FontsViewController: UITableViewController {}
        """
        XCTAssertEqual(try popover(declared).source?.type, .barButton)
        XCTAssertEqual(findings(declared).sorted(), [
            "popover-deprecated-api \(position(of: "UIPopoverController(", in: declared))",
            "popover-no-arrow \(position(of: "permittedArrowDirections: []", in: declared))",
        ])
    }

    /// One popover kept in two properties (`self.current = fonts`) is the popover of both names.
    func testAPopoverKeptInTwoPropertiesIsBoth() throws {
        let source = """
        import UIKit

        final class ReaderViewController: UIViewController {
            private var current: UIPopoverController?
            private var fonts: UIPopoverController?

            override func viewDidLoad() {
                super.viewDidLoad()
                fonts = UIPopoverController(contentViewController: FontsViewController())
                self.current = fonts
            }

            @objc func showCurrent(_ sender: UIBarButtonItem) {
                current?.present(from: sender, permittedArrowDirections: [], animated: true)
            }
        }

        final class FontsViewController: UITableViewController {}
        """
        XCTAssertEqual(try popover(source).source?.type, .barButton)
        XCTAssertTrue(findings(source).contains("popover-no-arrow \(position(of: "permittedArrowDirections: []", in: source))"))
    }

    /// Passthrough views set where the popover is made, before it is presented from a bar button
    /// item, are not the whole list (UIKit adds the item's siblings on presenting); set once it
    /// is presented, they are.
    func testPassthroughViewsCountOnlyOnceThePopoverIsPresented() {
        func source(settingPassthroughIn place: String) -> String {
            let passthrough = "        tagPopover.passthroughViews = [self.infoButton]"
            return """
            import UIKit

            final class ReaderViewController: UIViewController {
                @IBOutlet private weak var infoButton: UIButton!
                private lazy var fontItem = UIBarButtonItem(title: "Fonts", style: .plain, target: self, action: #selector(showFonts(_:)))
                private lazy var tagItem = UIBarButtonItem(title: "Tags", style: .plain, target: self, action: #selector(showTags(_:)))
                private var fontPopover: UIPopoverController!
                private var tagPopover: UIPopoverController!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    toolbarItems = [fontItem, tagItem]
                    fontPopover = UIPopoverController(contentViewController: FontsViewController())
                    tagPopover = UIPopoverController(contentViewController: FontsViewController())
            \(place == "setup" ? passthrough : "")
                }

                @objc func showFonts(_ sender: UIBarButtonItem) {
                    fontPopover.present(from: sender, permittedArrowDirections: .any, animated: true)
                }

                @objc func showTags(_ sender: UIBarButtonItem) {
                    tagPopover.present(from: sender, permittedArrowDirections: .any, animated: true)
            \(place == "present" ? passthrough : "")
                }
            }

            final class FontsViewController: UITableViewController {}
            """
        }
        let after = source(settingPassthroughIn: "present")
        XCTAssertEqual(findings(after).filter { $0.hasPrefix("popover-single-tap-switch") },
                       ["popover-single-tap-switch \(position(of: "passthroughViews = [self", in: after))"])
        XCTAssertEqual(findings(source(settingPassthroughIn: "setup")).filter { $0.hasPrefix("popover-single-tap-switch") }, [])
    }
}
