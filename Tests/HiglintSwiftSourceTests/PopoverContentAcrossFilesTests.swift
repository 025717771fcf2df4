import HiglintCore
@testable import HiglintSwiftSource
import XCTest

/// An action sheet or share sheet that a controller presents from itself, its popover presentation
/// controller left alone, needs no source when the controller is a popover's content: UIKit shows
/// the sheet inside the popover, whose width is compact. A file that writes the controller's name
/// beside the `.popover` style may show it so (`PopoverContentClasses`).
final class PopoverContentAcrossFilesTests: XCTestCase {
    private func presenter(style: String = ".popover", anchor: String = "options.popoverPresentationController?.barButtonItem = sender") -> String {
        """
        import UIKit

        final class ReaderViewController: UIViewController {
            @IBAction private func showOptions(_ sender: UIBarButtonItem) {
                let options = OptionsViewController()
                options.modalPresentationStyle = \(style)
                \(anchor)
                present(options, animated: true)
            }
        }
        """
    }

    private func content(sheetSetup: String = "") -> String {
        """
        import UIKit

        final class OptionsViewController: UIViewController {
            @objc func share() {
                let share = UIActivityViewController(activityItems: ["Chapter"], applicationActivities: nil)
                \(sheetSetup)
                present(share, animated: true)
            }
        }
        """
    }

    private func lint(_ presenter: String, _ content: String) -> [String] {
        lintAcrossFiles([("ReaderViewController.swift", presenter), ("OptionsViewController.swift", content)])
    }

    private var reported: String {
        "OptionsViewController.swift>OptionsViewController.swift:\(position(of: "present(share", in: content())) popover-no-source"
    }

    func testASheetInsideAPopoverAnotherFileShowsIsNotReported() {
        XCTAssertEqual(lint(presenter(), content()), [])
        XCTAssertEqual(lint(presenter(style: "UIModalPresentationStyle.popover"), content()), [], "the style spelt in full")
        let shadowing = "if let popoverPresentationController = options.popoverPresentationController { popoverPresentationController.barButtonItem = sender }"
        XCTAssertEqual(lint(presenter(anchor: shadowing), content()), [], "if let that shadows the property")
        let swiftUI = """
        import SwiftUI

        struct OptionsButton: View {
            @State private var showsOptions = false
            var body: some View {
                Button("Options") { showsOptions = true }
                    .popover(isPresented: $showsOptions) { Options() }
            }
        }

        struct Options: UIViewControllerRepresentable {
            func makeUIViewController(context: Context) -> OptionsViewController { OptionsViewController() }
            func updateUIViewController(_ controller: OptionsViewController, context: Context) {}
        }
        """
        XCTAssertEqual(lintAcrossFiles([("OptionsButton.swift", swiftUI), ("OptionsViewController.swift", content())]), [], "a SwiftUI popover")
    }

    func testASheetOfAControllerNoPopoverHoldsIsReported() {
        XCTAssertEqual(lint(presenter(style: ".fullScreen", anchor: ""), content()), [reported])
        XCTAssertEqual(lintAcrossFiles([("OptionsViewController.swift", content())]), [reported], "no file presents it")
        let popoverPresentationControllerOnly = presenter(style: ".fullScreen", anchor: "options.popoverPresentationController?.delegate = nil")
        XCTAssertEqual(lint(popoverPresentationControllerOnly, content()), [reported], "popoverPresentationController is not the .popover style")
        let extending = "import UIKit\n\nextension OptionsViewController {\n    var style: UIModalPresentationStyle { .popover }\n}\n"
        XCTAssertEqual(lintAcrossFiles([("OptionsViewController+Style.swift", extending), ("OptionsViewController.swift", content())]), [reported],
                       "a file that writes the name only to extend the class does not present it")
    }

    func testASheetWhosePopoverPresentationControllerIsSetIsAPopoverOverThePopover() {
        let arrows = content(sheetSetup: "share.popoverPresentationController?.permittedArrowDirections = .up")
        XCTAssertEqual(lint(presenter(), arrows),
                       ["OptionsViewController.swift>OptionsViewController.swift:\(position(of: "present(share", in: arrows)) popover-no-source"])
    }

    private func storyboard(segueKind: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch.iPad">
            <scenes>
                <scene sceneID="S1"><objects>
                    <viewController id="V1" customClass="ReaderViewController" sceneMemberID="viewController">
                        <view key="view" id="W1"><subviews>
                            <button id="B1"><connections><segue destination="V2" kind="\(segueKind)" popoverAnchorView="B1" id="G1"/></connections></button>
                        </subviews></view>
                    </viewController>
                </objects></scene>
                <scene sceneID="S2"><objects>
                    <viewController id="V2" customClass="OptionsViewController" sceneMemberID="viewController"/>
                </objects></scene>
            </scenes>
        </document>
        """
    }

    /// The content file linted with an index of `files` (Swift, storyboards), as a run makes it.
    private func lintContent(indexing files: [(String, String)]) -> [String] {
        let reader = SwiftSourceReader()
        let project = reader.index(files.map { IndexedFile(path: $0.0, bytes: Array($0.1.utf8)) }, limits: .default, jobs: 1)
        let linter = Linter(configuration: LintConfiguration(), readers: ReaderRegistry.core.with([reader]))
        return linter.lint(bytes: Array(content().utf8), path: "OptionsViewController.swift", project: project).map(\.ruleID)
    }

    func testASheetInsideAStoryboardsPopoverIsNotReported() {
        XCTAssertEqual(lintContent(indexing: [("OptionsViewController.swift", content()), ("Main.storyboard", storyboard(segueKind: "popoverPresentation"))]), [])
        XCTAssertEqual(lintContent(indexing: [("OptionsViewController.swift", content()), ("Main.storyboard", storyboard(segueKind: "show"))]),
                       ["popover-no-source"], "pushed: the width is regular")
        XCTAssertEqual(lintContent(indexing: [("OptionsViewController.swift", content())]), ["popover-no-source"], "no storyboard in the run")
    }

    /// A scene made by its storyboard identifier without a cast (`instantiateViewController(withIdentifier:
    /// "options")`) and presented as a popover: the storyboard names its class.
    func testASheetInsideAPopoverOfAStoryboardSceneMadeByItsIdentifierIsNotReported() {
        let storyboard = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <scenes><scene sceneID="S1"><objects>
                    <viewController storyboardIdentifier="options" id="V1" customClass="MyApp.OptionsViewController" sceneMemberID="viewController"/>
                </objects></scene></scenes>
            </document>
            """
        let presenter = { (style: String, identifier: String) in
            """
            import UIKit

            final class ReaderViewController: UIViewController {
                @IBAction private func showOptions(_ sender: UIBarButtonItem) {
                    guard let options = storyboard?.instantiateViewController(withIdentifier: "\(identifier)") else { return }
                    options.modalPresentationStyle = \(style)
                    options.popoverPresentationController?.barButtonItem = sender
                    present(options, animated: true)
                }
            }
            """
        }
        let files = { (style: String, identifier: String) in
            [("OptionsViewController.swift", self.content()), ("Main.storyboard", storyboard), ("ReaderViewController.swift", presenter(style, identifier))]
        }
        XCTAssertEqual(lintContent(indexing: files(".popover", "options")), [])
        XCTAssertEqual(lintContent(indexing: files(".fullScreen", "options")), ["popover-no-source"], "shown full screen")
        XCTAssertEqual(lintContent(indexing: files(".popover", "settings")), ["popover-no-source"], "another scene")
        XCTAssertEqual(SwiftWorkspaceIndex.popoverContentClasses(inInterfaceBuilder: Array(storyboard.utf8)).byIdentifier,
                       ["options": ["OptionsViewController"]])
    }

    func testTheWorkspaceIndexKnowsWhatTheCommandLineKnows() {
        var workspace = SwiftWorkspaceIndex(limits: .default)
        workspace.update([("ReaderViewController.swift", presenter()), ("OptionsViewController.swift", content()), ("Other.swift", "import UIKit\n")]
            .map { IndexedFile(path: $0.0, bytes: Array($0.1.utf8)) })
        let linter = Linter(configuration: LintConfiguration(), readers: ReaderRegistry.core.with([SwiftSourceReader()]))
        let lintContent = { (project: any ProjectIndex) in
            linter.lint(bytes: Array(self.content().utf8), path: "OptionsViewController.swift", project: project).map(\.ruleID)
        }
        XCTAssertEqual(lintContent(workspace.project()), [], "the editor sees what the command line sees")
        workspace.update([IndexedFile(path: "ReaderViewController.swift", bytes: Array(presenter(style: ".fullScreen", anchor: "").utf8))])
        XCTAssertEqual(lintContent(workspace.project()), ["popover-no-source"])
        workspace.setStoryboardPopoverContent(SwiftWorkspaceIndex.popoverContentClasses(inInterfaceBuilder: Array(storyboard(segueKind: "popoverPresentation").utf8)))
        XCTAssertEqual(lintContent(workspace.project()), [], "a storyboard's popover segue shows it")
        workspace.setStoryboardPopoverContent(SwiftWorkspaceIndex.popoverContentClasses(inInterfaceBuilder: Array(storyboard(segueKind: "show").utf8)))
        XCTAssertEqual(lintContent(workspace.project()), ["popover-no-source"])
    }
}
