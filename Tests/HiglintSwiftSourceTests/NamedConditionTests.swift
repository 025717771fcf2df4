import HiglintCore
import HiglintSwiftSource
import XCTest

/// `if isPhone { … }` with the idiom check behind a name: decided where the name holds the check
/// for sure, and undecided (both branches read) wherever the code may give it another value. An
/// action sheet anchored only where the condition holds shows how it was read: anchored only on
/// iPhone, it has no source on iPad (`popover-no-source`); under an undecided condition the anchor
/// counts, and nothing is reported.
final class NamedConditionTests: XCTestCase {
    private func source(declaring declaration: String, function: String = "func showActions()", body: String = "",
                        condition: String = "isPhone") -> String {
        """
        import UIKit

        final class AlbumViewController: UIViewController {
            @IBOutlet private weak var moreButton: UIButton!
            private var forceAnchor = false
            \(declaration)

            \(function) {
                \(body)
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                if \(condition) {
                    sheet.popoverPresentationController?.sourceView = moreButton
                }
                present(sheet, animated: true)
            }
        }
        """
    }

    private func reportsNoSource(_ source: String) -> Bool {
        findings(source).contains { $0.hasPrefix("popover-no-source ") }
    }

    func testAComputedPropertyOfTheCheckIsDecided() {
        XCTAssertTrue(reportsNoSource(source(declaring: "private var isPhone: Bool { UIDevice.current.userInterfaceIdiom == .phone }")))
        XCTAssertTrue(reportsNoSource(source(declaring: "var isPhone: Bool { return traitCollection.userInterfaceIdiom == .phone }",
                                             condition: "self.isPhone")))
    }

    func testALetPropertyOrALocalLetIsDecided() {
        XCTAssertTrue(reportsNoSource(source(declaring: "private let isPhone = UIDevice.current.userInterfaceIdiom == .phone")))
        XCTAssertTrue(reportsNoSource(source(declaring: "", body: "let isPhone = UIDevice.current.userInterfaceIdiom == .phone")))
    }

    func testANegatedNameAndABindingBesideItAreDecided() {
        // `!isPad` is false on iPad: the anchor is not set there.
        XCTAssertTrue(reportsNoSource(source(declaring: "private var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }",
                                             condition: "!isPad")))
        XCTAssertTrue(reportsNoSource(source(declaring: "private var isPhone: Bool { UIDevice.current.userInterfaceIdiom == .phone }",
                                             condition: "isPhone, let view = moreButton")))
    }

    func testANameTheCodeMaySetOtherwiseDecidesNothing() {
        // A stored `var` may change; a parameter or a local of the same name hides the property.
        XCTAssertFalse(reportsNoSource(source(declaring: "var isPhone = UIDevice.current.userInterfaceIdiom == .phone")))
        XCTAssertFalse(reportsNoSource(source(declaring: "private var isPhone: Bool { UIDevice.current.userInterfaceIdiom == .phone }",
                                              function: "func showActions(isPhone: Bool)")))
        XCTAssertFalse(reportsNoSource(source(declaring: "private var isPhone: Bool { UIDevice.current.userInterfaceIdiom == .phone }",
                                              body: "var isPhone = false; isPhone = forceAnchor")))
        // A computed property of more than the check.
        XCTAssertFalse(reportsNoSource(source(declaring: """
            private var isPhone: Bool {
                    let idiom = UIDevice.current.userInterfaceIdiom
                    return idiom == .phone
                }
            """)))
    }

    func testAGlobalOfTheFileIsDecidedUnlessAPropertyOrSelfNamesAnother() {
        let decided = source(declaring: "")
        XCTAssertTrue(reportsNoSource("let isPhone = UIDevice.current.userInterfaceIdiom == .phone\n" + decided))
        XCTAssertTrue(reportsNoSource("var isPhone: Bool { UIDevice.current.userInterfaceIdiom == .phone }\n" + decided))
        XCTAssertFalse(reportsNoSource("var isPhone = UIDevice.current.userInterfaceIdiom == .phone\n" + decided))
        // The class's own property of that name is the one the condition names.
        XCTAssertFalse(reportsNoSource("let isPhone = UIDevice.current.userInterfaceIdiom == .phone\n"
            + source(declaring: "var isPhone = false")))
        XCTAssertFalse(reportsNoSource("let isPhone = UIDevice.current.userInterfaceIdiom == .phone\n"
            + source(declaring: "", condition: "self.isPhone")))
    }

    func testANameBesideAnotherConditionDecidesOnlyWhatItDecides() {
        // On iPad `isPhone || forceAnchor` may hold: the anchor may be set.
        XCTAssertFalse(reportsNoSource(source(declaring: "private var isPhone: Bool { UIDevice.current.userInterfaceIdiom == .phone }",
                                              condition: "isPhone || forceAnchor")))
    }
}
