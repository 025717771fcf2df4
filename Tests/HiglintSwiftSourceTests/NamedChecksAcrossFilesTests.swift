import HiglintCore
@testable import HiglintSwiftSource
import XCTest

/// `if UIDevice.current.isPhone { … }` with the check declared in another file of the run: an
/// extension of `UIDevice`, a static property of the app's own type, or a constant outside any
/// type. An action sheet anchored only where the condition holds shows how it was read: anchored
/// only on iPhone, it has no source on iPad (`popover-no-source`); under an undecided condition
/// the anchor counts, and nothing is reported.
final class NamedChecksAcrossFilesTests: XCTestCase {
    private let device = """
    import UIKit

    extension UIDevice {
        var isPhone: Bool { userInterfaceIdiom == .phone }
        static var isPad: Bool { current.userInterfaceIdiom == .pad }
    }

    enum Device {
        static let isPhone = UIDevice.current.userInterfaceIdiom == .phone
        static var launchedOnPhone = UIDevice.current.userInterfaceIdiom == .phone
    }

    let runsOnPhone = UIDevice.current.userInterfaceIdiom == .phone
    private let privatelyOnPhone = UIDevice.current.userInterfaceIdiom == .phone
    """

    private func exporter(_ condition: String) -> String {
        """
        import UIKit

        final class ExportViewController: UIViewController {
            @IBAction private func export(_ sender: UIBarButtonItem) {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                if \(condition) {
                    sheet.popoverPresentationController?.barButtonItem = sender
                }
                present(sheet, animated: true)
            }
        }
        """
    }

    private func findings(_ condition: String, device: String? = nil) -> [String] {
        let source = exporter(condition)
        return lintAcrossFiles([("Device.swift", device ?? self.device), ("ExportViewController.swift", source)]).map { finding in
            finding.replacingOccurrences(of: "ExportViewController.swift>ExportViewController.swift:\(position(of: "present(", in: source)) ",
                                         with: "at present: ")
        }
    }

    func testEachWayOfDeclaringTheCheckDecidesTheCondition() {
        for condition in ["UIDevice.current.isPhone", "!UIDevice.isPad", "Device.isPhone", "runsOnPhone", "(runsOnPhone)"] {
            XCTAssertEqual(findings(condition), ["at present: popover-no-source"], condition)
        }
        for condition in ["UIDevice.isPad", "!UIDevice.current.isPhone", "!Device.isPhone", "!runsOnPhone"] {
            XCTAssertEqual(findings(condition), [], condition)
        }
    }

    func testWhatMayChangeOrIsNotVisibleOrIsDeclaredTwiceDecidesNothing() {
        XCTAssertEqual(findings("Device.launchedOnPhone"), [], "a stored var may change")
        XCTAssertEqual(findings("privatelyOnPhone"), [], "private to its file")
        XCTAssertEqual(findings("UIDevice.isPhone"), [], "an instance property written as a static one")
        XCTAssertEqual(findings("UIDevice.current.isPad"), [], "a static property written as an instance one")
        let source = exporter("Device.isPhone")
        let twice = lintAcrossFiles([("Device.swift", device), ("Widgets/Device.swift", "import UIKit\n\nenum Device {\n    static let isPhone = UIDevice.current.userInterfaceIdiom == .pad\n}\n"),
                                     ("ExportViewController.swift", source)])
        XCTAssertEqual(twice, [], "two checks of one name: which one is meant is not known")
    }

    func testTheIdiomAndSizeClassCasesMayBeSpeltInFull() {
        let spelt = device.replacingOccurrences(of: "static let isPhone = UIDevice.current.userInterfaceIdiom == .phone",
                                                with: "static let isPhone = UIDevice.current.userInterfaceIdiom == UIUserInterfaceIdiom.phone")
        XCTAssertEqual(findings("Device.isPhone", device: spelt), ["at present: popover-no-source"])
        XCTAssertEqual(findings("UIDevice.current.userInterfaceIdiom == UIUserInterfaceIdiom.phone"), ["at present: popover-no-source"])
        XCTAssertEqual(findings("traitCollection.horizontalSizeClass == UIUserInterfaceSizeClass.compact"), ["at present: popover-no-source"])
        XCTAssertEqual(findings("traitCollection.horizontalSizeClass == UIUserInterfaceSizeClass.regular"), [])
        XCTAssertEqual(findings("UIDevice.current.userInterfaceIdiom == SomeOtherEnum.phone"), [], "not the idiom's type: not decided")
    }

    func testAPrivateCheckDecidesInItsOwnFileOnly() {
        let own = "import UIKit\n\nprivate extension UIDevice {\n    var isPhone: Bool { userInterfaceIdiom == .phone }\n}\n\n"
            + exporter("UIDevice.current.isPhone").replacingOccurrences(of: "import UIKit\n\n", with: "")
        let other = exporter("UIDevice.current.isPhone").replacingOccurrences(of: "ExportViewController", with: "ImportViewController")
        XCTAssertEqual(lintAcrossFiles([("ExportViewController.swift", own), ("ImportViewController.swift", other)]),
                       ["ExportViewController.swift>ExportViewController.swift:\(position(of: "present(", in: own)) popover-no-source"])
        XCTAssertEqual(lintAcrossFiles([("ExportViewController.swift", own)]),
                       ["ExportViewController.swift>ExportViewController.swift:\(position(of: "present(", in: own)) popover-no-source"], "alone")
    }

    func testAFileLintedWithoutTheChecksFileDecidesNothing() {
        XCTAssertEqual(lintAcrossFiles([("ExportViewController.swift", exporter("UIDevice.current.isPhone"))]), [])
    }

    func testThePresenterIsReadWhereTheCheckHolds() {
        let picker = """
        import UIKit

        final class PickerViewController: UIViewController, UIPopoverPresentationControllerDelegate {
            @IBAction func pick(_ sender: UIBarButtonItem) {
                let picker = UIViewController()
                if UIDevice.current.isPhone {
                    picker.modalPresentationStyle = .popover
                    picker.popoverPresentationController?.barButtonItem = sender
                    picker.popoverPresentationController?.delegate = self
                }
                present(picker, animated: true)
            }

            func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
                .none
            }
        }
        """
        // On an iPhone, a popover kept a popover: read in the iPhone's width the check singles out.
        XCTAssertEqual(lintAcrossFiles([("Device.swift", device), ("PickerViewController.swift", picker)]),
                       ["PickerViewController.swift>PickerViewController.swift:\(position(of: ".none", in: picker)) popover-in-compact"])
    }

    func testTheWorkspaceRelintsTheFilesThatNameACheck() {
        var workspace = SwiftWorkspaceIndex(limits: .default)
        workspace.update([("Device.swift", device), ("ExportViewController.swift", exporter("runsOnPhone")), ("Other.swift", "import UIKit\n")]
            .map { IndexedFile(path: $0.0, bytes: Array($0.1.utf8)) })
        XCTAssertEqual(workspace.readers(of: "Device.swift"), ["ExportViewController.swift"])
        XCTAssertEqual(workspace.readers(of: "Other.swift"), [])
    }
}
