import HiglintCore
import XCTest

/// A presentation style the device picks (`isPad ? .popover : .fullScreen`), and a popover
/// delegate that is another object than `self` (docs/sources.md, "UIKit").
final class PresentationStyleChoiceTests: XCTestCase {
    private func presenter(style: String, extra: String = "") -> String {
        """
        import UIKit

        final class ReaderViewController: UIViewController {
            \(extra)
            @IBAction func showFonts(_ sender: Any) {
                let fonts = FontsViewController()
                fonts.modalPresentationStyle = \(style)
                present(fonts, animated: true)
            }
        }

        final class FontsViewController: UIViewController {}

        """
    }

    func testAChainOfChoicesOfAnyLengthIsReadToTheBranchTheContextPicks() {
        let chain = String(repeating: "UIDevice.current.userInterfaceIdiom == .tv ? .fullScreen : ", count: 2_000) + ".popover"
        let source = presenter(style: chain)
        XCTAssertEqual(findings(source), ["popover-no-source \(position(of: "present(fonts", in: source))"])
    }

    func testABoolTheCodeMayChangeLeavesTheStyleUnknown() {
        let decided = presenter(style: "isPad ? .popover : .fullScreen", extra: "let isPad = UIDevice.current.userInterfaceIdiom == .pad")
        XCTAssertEqual(findings(decided).count, 1)
        let variable = presenter(style: "isPad ? .popover : .fullScreen", extra: "var isPad = UIDevice.current.userInterfaceIdiom == .pad")
        XCTAssertEqual(findings(variable), [])
        let given = presenter(style: "isPad(traitCollection) ? .popover : .fullScreen",
                              extra: "func isPad(_ traits: UITraitCollection) -> Bool { traits.userInterfaceIdiom == .pad }")
        XCTAssertEqual(findings(given), [])
    }

    func testAFunctionThatTakesNothingAndReturnsACheckDecidesTheStyle() {
        let called = presenter(style: "isPad() ? .popover : .fullScreen",
                               extra: "func isPad() -> Bool { UIDevice.current.userInterfaceIdiom == .pad }")
        XCTAssertEqual(findings(called).count, 1)
        let onPhone = presenter(style: "isPhone() ? .popover : .fullScreen",
                                extra: "func isPhone() -> Bool { return UIDevice.current.userInterfaceIdiom == .phone ? true : false }")
        XCTAssertEqual(findings(onPhone), [], "a popover on an iPhone only is a sheet there")
        let overloaded = presenter(style: "isPad() ? .popover : .fullScreen",
                                   extra: "func isPad() -> Bool { UIDevice.current.userInterfaceIdiom == .pad }\n    func isPad() -> Int { 1 }")
        XCTAssertEqual(findings(overloaded), [])
    }

    func testAStyleOnlyAnIPhonePicksIsNoPopoverOnAnIPad() {
        let source = presenter(style: "UIDevice.current.userInterfaceIdiom == .phone ? .popover : .formSheet")
        let screens = readSwift(source).screens
        XCTAssertEqual(screens.map(\.platform), [.iOS])
        XCTAssertEqual(screens.map(\.horizontalSizeClass), [.compact])
    }

    func testADelegateOfAClassDeclaredTwiceDecidesNothing() {
        let source = """
            import UIKit

            final class EditorViewController: UIViewController {
                private let keeper = PopoverKeeper()

                func show(from button: UIButton) {
                    let styles = StylesViewController()
                    styles.modalPresentationStyle = .popover
                    styles.popoverPresentationController?.sourceView = button
                    styles.popoverPresentationController?.delegate = keeper
                    present(styles, animated: true)
                }
            }

            final class StylesViewController: UIViewController {}

            final class PopoverKeeper: NSObject, UIPopoverPresentationControllerDelegate {
                func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
            }

            """
        XCTAssertEqual(findings(source).filter { $0.hasPrefix("popover-in-compact") }.count, 1)
        let twice = source + """
            enum Legacy {
                final class PopoverKeeper: NSObject, UIPopoverPresentationControllerDelegate {}
            }

            """
        XCTAssertEqual(findings(twice), [])
    }
}
