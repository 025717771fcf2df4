import HiglintCore
@testable import HiglintSwiftSource
import XCTest

/// A controller class split across files: its extensions of other linted files are read with its
/// own code, as one declaration, when they surely are its own; each finding is reported once, in
/// the file that holds its code.
final class ExtensionsAcrossFilesTests: XCTestCase {
    /// Makes itself a popover and its own delegate; its delegate methods are elsewhere.
    private let picker = DatePickerFiles.delegatingPicker

    private func delegate(_ head: String = "extension DatePickerPopover", returning style: String = ".none") -> String {
        """
        import UIKit

        \(head): UIPopoverPresentationControllerDelegate {
            func adaptivePresentationStyle(for controller: UIPresentationController,
                                           traitCollection: UITraitCollection) -> UIModalPresentationStyle {
                \(style)
            }
        }
        """
    }

    private let presenter = DatePickerFiles.presenter
    private let bare = DatePickerFiles.bare

    func testTheDelegateMethodOfAnExtensionInAnotherFileDecidesTheCompactWidth() {
        let extensionFile = delegate()
        let expected = "EventViewController.swift>DatePickerPopover+Popover.swift:\(position(of: ".none", in: extensionFile)) popover-in-compact"
        XCTAssertEqual(lintAcrossFiles([("EventViewController.swift", presenter), ("DatePickerPopover.swift", picker),
                                        ("DatePickerPopover+Popover.swift", extensionFile)]), [expected], "found once, where it is presented, at the extension's `.none`")
        XCTAssertEqual(lintAcrossFiles([("DatePickerPopover+Popover.swift", extensionFile), ("DatePickerPopover.swift", picker),
                                        ("EventViewController.swift", presenter)]).count, 1, "whatever the order")
        // Presented from no linted file: a popover of its own file, reported at the extension's code.
        XCTAssertEqual(lintAcrossFiles([("DatePickerPopover.swift", picker), ("DatePickerPopover+Popover.swift", extensionFile)]),
                       ["DatePickerPopover.swift>DatePickerPopover+Popover.swift:\(position(of: ".none", in: extensionFile)) popover-in-compact"])
    }

    func testAnExtensionThatLetsThePopoverAdaptIsFine() {
        for style in [".formSheet", "UIModalPresentationStyle.fullScreen"] {
            XCTAssertEqual(lintAcrossFiles([("EventViewController.swift", presenter), ("DatePickerPopover.swift", picker),
                                            ("DatePickerPopover+Popover.swift", delegate(returning: style))]), [], style)
        }
    }

    func testAnExtensionThatMayNotBeTheClasssOwnLeavesItNotReadWhole() {
        let unsure = [
            delegate("extension PickerKit.DatePickerPopover"),
            "#if DEBUG\n" + delegate() + "\n#endif\n",
        ]
        for extensionFile in unsure {
            XCTAssertEqual(lintAcrossFiles([("EventViewController.swift", bare), ("DatePickerPopover.swift", picker),
                                            ("DatePickerPopover+Popover.swift", extensionFile)]), [], extensionFile)
        }
        // A type declared twice among the linted files is no one class.
        XCTAssertEqual(lintAcrossFiles([("EventViewController.swift", presenter), ("DatePickerPopover.swift", picker),
                                        ("DatePickerPopover+Popover.swift", delegate()), ("Legacy/DatePickerPopover.swift", "struct DatePickerPopover {}\n")]), [])
    }

    func testAnExtensionCompiledForAnotherPlatformIsNotReadOnThisOne() {
        let macOnly = "#if os(macOS)\n" + delegate() + "\n#endif\n"
        XCTAssertEqual(lintAcrossFiles([("EventViewController.swift", presenter), ("DatePickerPopover.swift", picker),
                                        ("DatePickerPopover+Popover.swift", macOnly)]), [])
        let iOSOnly = "#if os(iOS)\n" + delegate() + "\n#endif\n"
        XCTAssertEqual(lintAcrossFiles([("EventViewController.swift", presenter), ("DatePickerPopover.swift", picker),
                                        ("DatePickerPopover+Popover.swift", iOSOnly)]).map { $0.hasSuffix("popover-in-compact") }, [true])
    }

    func testAnExtensionThatNamesNoPresentationLeavesTheClassReadWhole() {
        let dataSource = """
        import UIKit

        extension DatePickerPopover: UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 12 }
        }
        """
        XCTAssertEqual(lintAcrossFiles([("EventViewController.swift", bare), ("DatePickerPopover.swift", picker), ("DatePickerPopover+Rows.swift", dataSource)]),
                       ["EventViewController.swift>EventViewController.swift:\(position(of: "present(", in: bare)) popover-no-source"],
                       "nothing in the extension may anchor it")
    }

    private let helperCalled = """
    import UIKit

    final class FontPicker: UIViewController {
        init() {
            super.init(nibName: nil, bundle: nil)
            configurePopover()
        }

        required init?(coder: NSCoder) { fatalError() }
    }
    """

    private let fontPresenter = """
    import UIKit

    final class EditorViewController: UIViewController {
        func chooseFont() {
            present(FontPicker(), animated: true)
        }
    }
    """

    func testASetupHelperDeclaredInAnExtensionIsReadAsTheSetup() {
        let setup = """
        import UIKit

        extension FontPicker {
            func configurePopover() {
                self.modalPresentationStyle = UIModalPresentationStyle.popover
            }
        }
        """
        XCTAssertEqual(lintAcrossFiles([("EditorViewController.swift", fontPresenter), ("FontPicker.swift", helperCalled), ("FontPicker+Setup.swift", setup)]),
                       ["EditorViewController.swift>EditorViewController.swift:\(position(of: "present(", in: fontPresenter)) popover-no-source"])
        // Anchored by that same helper: nothing to report.
        let anchoring = setup.replacingOccurrences(of: "UIModalPresentationStyle.popover\n",
                                                   with: "UIModalPresentationStyle.popover\n        popoverPresentationController?.sourceView = view\n")
        XCTAssertEqual(lintAcrossFiles([("EditorViewController.swift", fontPresenter), ("FontPicker.swift", helperCalled), ("FontPicker+Setup.swift", anchoring)]), [])
        // Overloaded: which one runs is not read, so neither is the setup.
        let overloaded = setup.replacingOccurrences(of: "    func configurePopover() {",
                                                    with: "    func configurePopover(animated: Bool = true) {}\n\n    func configurePopover() {")
        XCTAssertEqual(lintAcrossFiles([("EditorViewController.swift", fontPresenter), ("FontPicker.swift", helperCalled), ("FontPicker+Setup.swift", overloaded)]), [])
        // Anchored in a method of the extension that the setup does not call: it may run first.
        let anchorMethod = setup + "\n\nextension FontPicker {\n    func anchor(to view: UIView) { popoverPresentationController?.sourceView = view }\n}\n"
        XCTAssertEqual(lintAcrossFiles([("EditorViewController.swift", fontPresenter), ("FontPicker.swift", helperCalled), ("FontPicker+Setup.swift", anchorMethod)]), [])
    }

    func testASetupHelperCalledInTheCompiledClauseOfAnIfIsFollowed() {
        let setup = "import UIKit\n\nextension FontPicker {\n    func configurePopover() { modalPresentationStyle = .popover }\n}\n"
        let onIOS = helperCalled.replacingOccurrences(of: "        configurePopover()\n", with: "        #if os(iOS)\n        configurePopover()\n        #endif\n")
        XCTAssertEqual(lintAcrossFiles([("EditorViewController.swift", fontPresenter), ("FontPicker.swift", onIOS), ("FontPicker+Setup.swift", setup)]),
                       ["EditorViewController.swift>EditorViewController.swift:\(position(of: "present(", in: fontPresenter)) popover-no-source"])
        let onMac = onIOS.replacingOccurrences(of: "os(iOS)", with: "os(macOS)")
        XCTAssertEqual(lintAcrossFiles([("EditorViewController.swift", fontPresenter), ("FontPicker.swift", onMac), ("FontPicker+Setup.swift", setup)]), [],
                       "not compiled on iPad: no popover there")
        let inDebug = onIOS.replacingOccurrences(of: "os(iOS)", with: "DEBUG")
        XCTAssertEqual(lintAcrossFiles([("EditorViewController.swift", fontPresenter), ("FontPicker.swift", inDebug), ("FontPicker+Setup.swift", setup)]), [],
                       "may not be compiled: not read as the setup")
    }

    func testASuppressionCommentInTheExtensionsFileHidesItsFinding() {
        let suppressed = delegate(returning: "// higlint-disable-next-line popover-in-compact\n        .none")
        XCTAssertEqual(lintAcrossFiles([("EventViewController.swift", presenter), ("DatePickerPopover.swift", picker),
                                        ("DatePickerPopover+Popover.swift", suppressed)]), [])
    }

    func testTheWorkspaceIndexRelintsTheFilesThatReadAnExtension() {
        var workspace = SwiftWorkspaceIndex(limits: .default)
        workspace.update([("EventViewController.swift", presenter), ("DatePickerPopover.swift", picker),
                          ("DatePickerPopover+Popover.swift", delegate()), ("Other.swift", "import UIKit\n")]
            .map { IndexedFile(path: $0.0, bytes: Array($0.1.utf8)) })
        XCTAssertEqual(workspace.readers(of: "DatePickerPopover+Popover.swift"), ["DatePickerPopover.swift", "EventViewController.swift"])
        XCTAssertEqual(workspace.readers(of: "Other.swift"), [])
    }
}
