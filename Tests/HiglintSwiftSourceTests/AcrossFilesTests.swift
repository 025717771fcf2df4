import HiglintCore
@testable import HiglintSwiftSource
import XCTest

/// A popover's content declared in another Swift file of the run, and configuration's context:
/// what a developer with a view per file sees reported, and where.
final class AcrossFilesTests: XCTestCase {
    private let toolbar = """
    import SwiftUI

    struct NotesToolbar: View {
        @State private var editing = false

        var body: some View {
            Button("Note") { editing = true }
                .popover(isPresented: $editing) {
                    NoteEditor()
                }
        }
    }
    """

    private let editor = """
    import SwiftUI

    struct NoteEditor: View {
        var body: some View {
            VStack {
                Text("Edit the popover")
                TextEditor(text: .constant(""))
            }
            .interactiveDismissDisabled()
        }
    }
    """

    func testContentInAnotherFileIsReadAndReportedThereOnce() {
        XCTAssertEqual(lintAcrossFiles([("NotesToolbar.swift", toolbar), ("NoteEditor.swift", editor)]), [
            "NotesToolbar.swift>NoteEditor.swift:\(position(of: "\"Edit", in: editor)) popover-word-in-copy",
            "NotesToolbar.swift>NoteEditor.swift:\(position(of: ".interactiveDismissDisabled", in: editor)) popover-close-button",
        ], "found while linting the toolbar, reported in the editor's file at its own lines, and not again for the editor itself")
    }

    /// Past the run's budget for the trees of shared views (issue #30: 60 files of 1 MiB held
    /// 5.85 GB), a view is not followed into from another file: it is read as a screen of its own,
    /// as if the other file were not linted, and nothing is reported twice or wrongly.
    func testPastTheBudgetForSharedTreesAViewIsAScreenOfItsOwn() {
        let budget = SwiftProjectIndex.holdingTreeBudget
        defer { SwiftProjectIndex.holdingTreeBudget = budget }
        SwiftProjectIndex.holdingTreeBudget = 100
        XCTAssertEqual(lintAcrossFiles([("NotesToolbar.swift", toolbar), ("NoteEditor.swift", editor)]),
                       ["NoteEditor.swift>NoteEditor.swift:6:18 popover-word-in-copy"])
        SwiftProjectIndex.holdingTreeBudget = budget
        XCTAssertEqual(lintAcrossFiles([("NotesToolbar.swift", toolbar), ("NoteEditor.swift", editor)]).count, 2)
    }

    func testWithoutTheOtherFileTheContentIsUnseenAndTheViewIsAScreenOfItsOwn() {
        XCTAssertEqual(lintAcrossFiles([("NotesToolbar.swift", toolbar)]), [])
        XCTAssertEqual(lintAcrossFiles([("NoteEditor.swift", editor)]), ["NoteEditor.swift>NoteEditor.swift:6:18 popover-word-in-copy"])
    }

    func testANameDeclaredTwiceIsNotJoined() {
        let other = "import SwiftUI\n\nstruct NoteEditor: View {\n    var body: some View { Text(\"Other\") }\n}\n"
        let found = lintAcrossFiles([("NotesToolbar.swift", toolbar), ("NoteEditor.swift", editor), ("Other/NoteEditor.swift", other)])
        XCTAssertFalse(found.contains { $0.hasSuffix("popover-close-button") }, "\(found)")
        XCTAssertEqual(found, ["NoteEditor.swift>NoteEditor.swift:6:18 popover-word-in-copy"], "each NoteEditor is a screen of its own")
    }

    func testAViewNoOtherFileNamesIsItsOwnScreenAsWhenLintedAlone() {
        // Read while the run is indexed, its tree let go: what is reported is what reading it alone reports.
        let notes = editor.replacingOccurrences(of: "NoteEditor", with: "NotesPanel")
        let alone = lintAcrossFiles([("NotesPanel.swift", notes)])
        XCTAssertEqual(alone, ["NotesPanel.swift>NotesPanel.swift:6:18 popover-word-in-copy"])
        let withOthers = lintAcrossFiles([("NotesToolbar.swift", toolbar), ("NoteEditor.swift", editor), ("NotesPanel.swift", notes)])
        XCTAssertEqual(withOthers.filter { $0.hasPrefix("NotesPanel.swift>") }, alone)
        XCTAssertEqual(withOthers.filter { !$0.hasPrefix("NotesPanel.swift>") }.count, 2, "the editor is still followed from the toolbar")
        // Named in another file, it may be shown there: its tree is kept, and it is followed there.
        let naming = "import SwiftUI\n\nstruct Shell: View {\n    var body: some View { NotesPanel() }\n}\n"
        XCTAssertEqual(lintAcrossFiles([("Shell.swift", naming), ("NotesPanel.swift", notes)]),
                       ["Shell.swift>NotesPanel.swift:6:18 popover-word-in-copy"])
    }

    func testAPrivateViewOfAnotherFileIsNotFollowed() {
        let hidden = editor.replacingOccurrences(of: "struct NoteEditor", with: "fileprivate struct NoteEditor")
        XCTAssertEqual(lintAcrossFiles([("NotesToolbar.swift", toolbar), ("NoteEditor.swift", hidden)]),
                       ["NoteEditor.swift>NoteEditor.swift:6:18 popover-word-in-copy"])
    }

    func testTheOtherFilesCommentsSuppressAndAreNotCalledUnused() {
        let commented = editor.replacingOccurrences(of: "        .interactiveDismissDisabled()",
                                                    with: "        // higlint-disable-next-line popover-close-button\n        .interactiveDismissDisabled()")
        XCTAssertEqual(lintAcrossFiles([("NotesToolbar.swift", toolbar), ("NoteEditor.swift", commented)]),
                       ["NotesToolbar.swift>NoteEditor.swift:6:18 popover-word-in-copy"])
        // The toolbar's own comment does not reach into the editor's file.
        let toolbarComment = toolbar.replacingOccurrences(of: "                    NoteEditor()",
                                                          with: "                    // higlint-disable-next-line popover-close-button\n                    NoteEditor()")
        XCTAssertTrue(lintAcrossFiles([("NotesToolbar.swift", toolbarComment), ("NoteEditor.swift", editor)]).contains {
            $0.hasSuffix("popover-close-button") && $0.contains(">NoteEditor.swift:")
        })
    }

    func testALoneFileThatOnlyShowsAnotherFilesPopoverIsStillRead() {
        // The shell never spells the word: what it shows does.
        let shell = "import SwiftUI\n\nstruct Shell: View {\n    var body: some View { ColorChooser() }\n}\n"
        let picker = """
        import SwiftUI

        struct ColorChooser: View {
            @State var shown = false
            var body: some View {
                Button("Pick") { shown = true }
                    .popover(isPresented: $shown) { Text("x").popover(isPresented: $shown) { Text("y") } }
            }
        }
        """
        XCTAssertEqual(lintAcrossFiles([("Shell.swift", shell), ("ColorChooser.swift", picker)]),
                       ["Shell.swift>ColorChooser.swift:\(position(of: ".popover", 2, in: picker)) popover-nested"])
    }

    func testWhereTheOtherFilesCodeRunsIsReadToo() {
        let shell = "import SwiftUI\n\nstruct Shell: View {\n    var body: some View { Remote() }\n}\n"
        let remote = """
        import SwiftUI

        struct Remote: View {
            @State var shown = false
            var body: some View {
                #if os(tvOS)
                Button("Help") { shown = true }
                    .popover(isPresented: $shown) { Text("Pairing") }
                #else
                Text("Help")
                #endif
            }
        }
        """
        XCTAssertEqual(lintAcrossFiles([("Shell.swift", shell), ("Remote.swift", remote)]),
                       ["Shell.swift>Remote.swift:\(position(of: ".popover", in: remote)) popover-unsupported-platform"],
                       "the tvOS code of the view shown is read for tvOS, as it would be in the file that shows it")
    }

    // MARK: Configuration's context

    func testConfiguredPlatformAndViewportMakeTheStandardContext() throws {
        let source = """
        import SwiftUI

        struct Panel: View {
            @State var shown = false
            var body: some View {
                Button("Go") { shown = true }
                    .popover(isPresented: $shown) { Text("x").frame(width: 500, height: 300) }
            }
        }
        """
        let context = ReadingContext(platform: .iOS, viewport: Size(width: 393, height: 852))
        let screen = try XCTUnwrap(SwiftSourceReader().read(Array(source.utf8), path: "Panel.swift", limits: .default, context: context).screens.first)
        XCTAssertEqual(screen.platform, .iOS)
        XCTAssertEqual(screen.horizontalSizeClass, .compact, "the configured platform's default")
        XCTAssertEqual(screen.viewport, Size(width: 393, height: 852))
        var configuration = LintConfiguration()
        configuration.reading = context
        let found = Linter(configuration: configuration, readers: .standard).lint(bytes: Array(source.utf8), path: "Panel.swift")
        XCTAssertEqual(found.map(\.ruleID), [], "a compact width shows the popover as a sheet: no popover size")
        let kept = source.replacingOccurrences(of: ".frame(width: 500, height: 300)", with: ".frame(width: 500, height: 300).presentationCompactAdaptation(.popover)")
        let keptFound = Linter(configuration: configuration, readers: .standard).lint(bytes: Array(kept.utf8), path: "Panel.swift")
        XCTAssertEqual(keptFound.map(\.ruleID).sorted(), ["popover-in-compact", "popover-oversize"], "kept a popover, 500 pt is wider than the configured 393")
    }

    func testTheFilesOwnPlatformWinsOverConfiguration() throws {
        let source = """
        import SwiftUI

        struct Panel: View {
            @State var shown = false
            var body: some View {
                #if os(iOS)
                Button("Go") { shown = true }
                    .popover(isPresented: $shown) { Text("x") }
                #endif
            }
        }
        """
        let reading = SwiftSourceReader().read(Array(source.utf8), path: "Panel.swift", limits: .default,
                                               context: ReadingContext(platform: .tvOS, viewport: Size(width: 1920, height: 1080)))
        let withPopover = reading.screens.filter { !$0.popovers.isEmpty }
        XCTAssertEqual(withPopover.map(\.platform), [.iPadOS], "code under #if os(iOS) runs on iOS, not on the configured tvOS")
        XCTAssertEqual(withPopover.map(\.viewport), [nil], "the configured viewport is the tvOS scene's")
    }

    // MARK: A storyboard scene and its class

    /// `contentSize` is the destination scene's freeform size; `arrows` the segue's
    /// `popoverArrowDirection` element's directions. An iPhone's storyboard unless `device` says
    /// otherwise: an iPad's (`ipad`) for a popover's size and arrows, which an iPhone's compact
    /// width does not show unless code keeps the popover a popover.
    private func storyboard(presenterClass: String = "LibraryViewController", segues: Int = 1,
                            contentSize: (Int, Int)? = nil, arrows: String? = nil, identifiers: [String] = [],
                            device: String = "retina6_12") -> String {
        let segueBody = arrows.map { "<popoverArrowDirection key=\"popoverArrowDirection\" \($0)/>" } ?? ""
        let buttons = (1...segues).map { number in
            """
            <button id="Btn-\(number)"><rect key="frame" x="\(number * 100)" y="100" width="80" height="34"/><state key="normal" title="Sort"/>
            <connections><segue destination="Opt" kind="popoverPresentation" popoverAnchorView="Btn-\(number)" id="Seg-\(number)"\(number <= identifiers.count ? " identifier=\"\(identifiers[number - 1])\"" : "")>\(segueBody)</segue></connections></button>
            """
        }.joined(separator: "\n")
        let freeform = contentSize.map { "<size key=\"freeformSize\" width=\"\($0.0)\" height=\"\($0.1)\"/>" } ?? ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
        <device id="\(device)" orientation="portrait"/>
        <scenes>
        <scene sceneID="s1"><objects><viewController title="Library" id="Lib" customClass="\(presenterClass)" sceneMemberID="viewController">
        <view key="view" id="LibView"><rect key="frame" x="0" y="0" width="393" height="852"/><subviews>
        \(buttons)
        </subviews></view></viewController></objects></scene>
        <scene sceneID="s2"><objects><viewController id="Opt" customClass="OptionsViewController" sceneMemberID="viewController">
        \(freeform)
        <view key="view" id="OptView"><subviews><switch id="Sw"><rect key="frame" x="0" y="0" width="51" height="31"/></switch></subviews></view>
        </viewController></objects></scene>
        </scenes>
        </document>
        """
    }

    private let presenter = """
    import UIKit

    final class LibraryViewController: UIViewController, UIPopoverPresentationControllerDelegate {
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            segue.destination.popoverPresentationController?.delegate = self
        }

        func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
            .none
        }
    }
    """

    private let content = """
    import UIKit

    final class OptionsViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            isModalInPresentation = true
        }
    }
    """

    private func lintProject(_ files: [(String, String)]) -> [String] {
        lintAsOneRun(files).map { "\($0.finding.file):\($0.finding.range.start) \($0.finding.ruleID)" }
    }

    func testTheScenesClassCompletesItsPopoverAndFindingsPointIntoTheClass() {
        XCTAssertEqual(lintProject([("Main.storyboard", storyboard()), ("Library.swift", presenter), ("Options.swift", content)]), [
            "Library.swift:\(position(of: ".none", in: presenter)) popover-in-compact",
            "Options.swift:\(position(of: "isModalInPresentation", in: content)) popover-close-button",
        ])
        XCTAssertEqual(lintProject([("Main.storyboard", storyboard())]), [], "the storyboard alone says neither")
    }

    /// `storyboard(…)` for an iPad: its popovers show as popovers, with their size and arrows.
    private func iPadStoryboard(segues: Int = 1, contentSize: (Int, Int)? = nil, arrows: String? = nil,
                                identifiers: [String] = []) -> String {
        storyboard(segues: segues, contentSize: contentSize, arrows: arrows, identifiers: identifiers, device: "ipad10_9rounded")
    }

    private func content(settingSize statement: String, in method: String = "viewDidLoad") -> String {
        """
        import UIKit

        final class OptionsViewController: UIViewController {
            override func \(method)() {
                super.\(method)()
                \(statement)
            }
        }
        """
    }

    private func presenter(preparing statement: String) -> String {
        """
        import UIKit

        final class LibraryViewController: UIViewController {
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                \(statement)
            }
        }
        """
    }

    func testTheContentsOwnPreferredContentSizeReplacesTheScenesSize() {
        // A 393 × 800 freeform scene fills 94% of a 393 × 852 scene (an iPad's, so a popover).
        let tall = iPadStoryboard(contentSize: (393, 800))
        let storyboardOnly = lintProject([("Main.storyboard", tall)])
        XCTAssertEqual(storyboardOnly.filter { $0.hasSuffix("popover-oversize") }.count, 1, "\(storyboardOnly)")

        let small = content(settingSize: "preferredContentSize = CGSize(width: 320, height: 240)")
        XCTAssertEqual(lintProject([("Main.storyboard", tall), ("Options.swift", small)]).filter { $0.hasSuffix("popover-oversize") }, [],
                       "viewDidLoad sets the size the popover shows at")

        let large = content(settingSize: "preferredContentSize = CGSize(width: 393, height: 800)")
        XCTAssertEqual(lintProject([("Main.storyboard", iPadStoryboard(contentSize: (320, 240))), ("Options.swift", large)])
                        .filter { $0.hasSuffix("popover-oversize") },
                       ["Options.swift:\(position(of: "CGSize", in: large)) popover-oversize"], "the finding points at the size in code")
        let viaSelf = content(settingSize: "self.preferredContentSize = CGSize(width: 393, height: 800)")
        XCTAssertEqual(lintProject([("Main.storyboard", iPadStoryboard(contentSize: (320, 240))), ("Options.swift", viaSelf)]),
                       ["Options.swift:\(position(of: "CGSize", in: viaSelf)) popover-oversize"])
        let another = content(settingSize: "let detail = UIViewController(); detail.preferredContentSize = CGSize(width: 320, height: 240)")
        XCTAssertEqual(lintProject([("Main.storyboard", tall), ("Options.swift", another)]).filter { $0.hasSuffix("popover-oversize") },
                       storyboardOnly.filter { $0.hasSuffix("popover-oversize") }, "another controller's size is not this popover's")

        for unsure in [content(settingSize: "preferredContentSize = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)"),
                       content(settingSize: "if traitCollection.horizontalSizeClass == .regular { preferredContentSize = CGSize(width: 320, height: 240) }"),
                       content(settingSize: "preferredContentSize = CGSize(width: 320, height: 240)", in: "viewDidAppear"),
                       "import UIKit\nfinal class OptionsViewController: UIViewController {\n    override var preferredContentSize: CGSize { get { CGSize(width: 320, height: 240) } set {} }\n}\n"] {
            XCTAssertEqual(lintProject([("Main.storyboard", tall), ("Options.swift", unsure)]).filter { $0.hasSuffix("popover-oversize") }, [],
                           "a size the code may change is not the scene's: \(unsure)")
        }
    }

    func testANavigationControllersRootSettingItsSizeLeavesThePopoversUnknown() {
        // The popover shows a navigation controller whose root is designed 393 × 800 tall.
        let navigation = iPadStoryboard(contentSize: (393, 800))
            .replacingOccurrences(of: "segue destination=\"Opt\"", with: "segue destination=\"Nav\"")
            .replacingOccurrences(of: "</scenes>", with: """
            <scene sceneID="s3"><objects><navigationController id="Nav" sceneMemberID="viewController">
            <connections><segue destination="Opt" kind="relationship" relationship="rootViewController" id="Rel"/></connections>
            </navigationController></objects></scene>
            </scenes>
            """)
        XCTAssertEqual(lintProject([("Main.storyboard", navigation)]).filter { $0.hasSuffix("popover-oversize") }.count, 1,
                       "the root's freeform size is the popover's")
        let small = content(settingSize: "preferredContentSize = CGSize(width: 320, height: 240)")
        XCTAssertEqual(lintProject([("Main.storyboard", navigation), ("Options.swift", small)]), [],
                       "the bar's height is added to the root's size in code: the popover's size is not known")
        // `<navigationController>` with no customClass is a UINavigationController.
        let sizedNavigation = presenter(preparing: "if let navigation = segue.destination as? UINavigationController {\n"
                                                   + "        navigation.preferredContentSize = CGSize(width: 393, height: 800)\n    }")
        XCTAssertEqual(lintProject([("Main.storyboard", navigation), ("Library.swift", sizedNavigation)]),
                       ["Library.swift:\(position(of: "CGSize", in: sizedNavigation)) popover-oversize"])
    }

    func testPrepareForSegueSetsTheArrowsAndTheSize() {
        let noArrow = iPadStoryboard(arrows: "")
        XCTAssertEqual(lintProject([("Main.storyboard", noArrow)]).filter { $0.hasSuffix("popover-no-arrow") }.count, 1)

        let up = presenter(preparing: "segue.destination.popoverPresentationController?.permittedArrowDirections = .up")
        XCTAssertEqual(lintProject([("Main.storyboard", noArrow), ("Library.swift", up)]), [], "prepare(for:sender:) gives it an arrow")

        let none = presenter(preparing: "segue.destination.popoverPresentationController?.permittedArrowDirections = []")
        XCTAssertEqual(lintProject([("Main.storyboard", iPadStoryboard()), ("Library.swift", none)]),
                       ["Library.swift:\(position(of: "[]", in: none)) popover-no-arrow"])

        let chosen = presenter(preparing: "if segue.identifier == \"sort\" { segue.destination.popoverPresentationController?.permittedArrowDirections = .up }")
        XCTAssertEqual(lintProject([("Main.storyboard", noArrow), ("Library.swift", chosen)]), lintProject([("Main.storyboard", noArrow)]),
                       "the code is for a segue named sort, and this one has no identifier: the storyboard's arrows stand")
        let unsure = presenter(preparing: "if sender is UIButton { segue.destination.popoverPresentationController?.permittedArrowDirections = .up }")
        XCTAssertEqual(lintProject([("Main.storyboard", noArrow), ("Library.swift", unsure)]), [], "arrows set under a condition are not known")

        let large = presenter(preparing: "segue.destination.preferredContentSize = CGSize(width: 393, height: 800)")
        XCTAssertEqual(lintProject([("Main.storyboard", iPadStoryboard()), ("Library.swift", large)]),
                       ["Library.swift:\(position(of: "CGSize", in: large)) popover-oversize"])
        let small = content(settingSize: "preferredContentSize = CGSize(width: 320, height: 240)")
        XCTAssertEqual(lintProject([("Main.storyboard", iPadStoryboard()), ("Library.swift", large), ("Options.swift", small)]), [],
                       "the content's viewDidLoad runs after prepare(for:sender:)")
        XCTAssertEqual(lintProject([("Main.storyboard", iPadStoryboard(segues: 2)), ("Library.swift", large)]),
                       ["Library.swift:\(position(of: "CGSize", in: large)) popover-oversize"],
                       "set for every segue, the size is both popovers' (one finding at the one place)")
        let guarded = presenter(preparing: "if sender is UIButton { segue.destination.preferredContentSize = CGSize(width: 393, height: 800) }")
        XCTAssertEqual(lintProject([("Main.storyboard", iPadStoryboard(segues: 2)), ("Library.swift", guarded)]), [],
                       "set under a condition that is not read, for one of two popovers: which is not said")
    }

    func testPrepareForSegueJoinsTheSegueWhoseIdentifierItChecks() {
        // Two popover segues without arrows on an iPad; the code gives an arrow to the one named "sort".
        let twoWithoutArrows = iPadStoryboard(segues: 2, arrows: "", identifiers: ["sort", "filter"])
        let both = lintProject([("Main.storyboard", twoWithoutArrows)])
        XCTAssertEqual(both.filter { $0.hasSuffix("popover-no-arrow") }.count, 2, "\(both)")
        let filterOnly = both.filter { $0.hasSuffix("popover-no-arrow") }[1]
        for setup in ["if segue.identifier == \"sort\" {\n        segue.destination.popoverPresentationController?.permittedArrowDirections = .up\n    }",
                      "switch segue.identifier {\n    case \"sort\": segue.destination.popoverPresentationController?.permittedArrowDirections = .up\n    default: break\n    }",
                      "guard segue.identifier == \"sort\" else { return }\n    segue.destination.popoverPresentationController?.permittedArrowDirections = .up",
                      "if segue.identifier == \"sort\" || segue.identifier == \"sortByDate\" {\n        segue.destination.popoverPresentationController?.permittedArrowDirections = .up\n    }"] {
            XCTAssertEqual(lintProject([("Main.storyboard", twoWithoutArrows), ("Library.swift", presenter(preparing: setup))]), [filterOnly], setup)
        }
        // Identifiers named by constants of the file.
        let up = "segue.destination.popoverPresentationController?.permittedArrowDirections = .up"
        for (constants, check) in [("enum Segue: String { case sort, filter }", "Segue.sort.rawValue"),
                                   ("enum Segue: String { case byTitle = \"sort\" }", "Segue.byTitle.rawValue"),
                                   ("", "Self.sortSegue"), ("", "LibraryViewController.sortSegue"), ("", "sortSegue")] {
            let source = """
            import UIKit

            \(constants)

            final class LibraryViewController: UIViewController {
                static let sortSegue = "sort"

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if segue.identifier == \(check) { \(up) }
                }
            }
            """
            XCTAssertEqual(lintProject([("Main.storyboard", twoWithoutArrows), ("Library.swift", source)]), [filterOnly], check)
        }
        let computed = "import UIKit\nfinal class LibraryViewController: UIViewController {\n    static var sortSegue = \"sort\"\n"
            + "    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {\n        if segue.identifier == Self.sortSegue { \(up) }\n    }\n}\n"
        // A `var` may hold anything: which of the two segues gets the arrow is not said, so the
        // storyboard's word on the arrows of either is not sure.
        XCTAssertEqual(lintProject([("Main.storyboard", twoWithoutArrows), ("Library.swift", computed)]), [], "a `var` may hold anything")

        for unsure in ["if sender is UIButton {\n        segue.destination.popoverPresentationController?.permittedArrowDirections = .up\n    }",
                       "if segue.identifier != \"sort\" {\n        segue.destination.popoverPresentationController?.permittedArrowDirections = .up\n    }",
                       "if segue.identifier == \"sort\" { return }\n    segue.destination.popoverPresentationController?.permittedArrowDirections = .up",
                       "func pointUp() { segue.destination.popoverPresentationController?.permittedArrowDirections = .up }\n    if sender is UIButton { pointUp() }"] {
            XCTAssertEqual(lintProject([("Main.storyboard", twoWithoutArrows), ("Library.swift", presenter(preparing: unsure))]), [],
                           "which segue it is for is not said, so neither's arrows are sure: \(unsure)")
        }

        // The delegate set for "sort" alone keeps that popover a popover on iPhone.
        let delegate = """
        import UIKit

        final class LibraryViewController: UIViewController, UIPopoverPresentationControllerDelegate {
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                if segue.identifier == "sort" {
                    segue.destination.popoverPresentationController?.delegate = self
                }
            }

            func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
                .none
            }
        }
        """
        XCTAssertEqual(lintProject([("Main.storyboard", storyboard(segues: 2, identifiers: ["sort", "filter"])), ("Library.swift", delegate)]),
                       ["Library.swift:\(position(of: ".none", in: delegate)) popover-in-compact"])
        XCTAssertEqual(lintProject([("Main.storyboard", storyboard(segues: 2, identifiers: ["filter", "share"])), ("Library.swift", delegate)]), [],
                       "no segue of the scene is called sort")
    }

    func testPrepareForSegueJoinsTheSegueWhoseDestinationClassItChecks() {
        // Two popover segues without arrows, to a Sort scene and to a Share scene, on an iPad (an
        // iPhone shows them as sheets: no arrow there).
        let twoScenes = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
        <device id="ipad10_9rounded" orientation="portrait"/>
        <scenes>
        <scene sceneID="s1"><objects><viewController title="Library" id="Lib" customClass="LibraryViewController" sceneMemberID="viewController">
        <view key="view" id="LibView"><rect key="frame" x="0" y="0" width="820" height="1180"/><subviews>
        <button id="Btn-1"><rect key="frame" x="100" y="100" width="80" height="34"/><state key="normal" title="Sort"/>
        <connections><segue destination="Sort" kind="popoverPresentation" popoverAnchorView="Btn-1" id="Seg-1"><popoverArrowDirection key="popoverArrowDirection"/></segue></connections></button>
        <button id="Btn-2"><rect key="frame" x="200" y="100" width="80" height="34"/><state key="normal" title="Share"/>
        <connections><segue destination="Share" kind="popoverPresentation" popoverAnchorView="Btn-2" id="Seg-2"><popoverArrowDirection key="popoverArrowDirection"/></segue></connections></button>
        </subviews></view></viewController></objects></scene>
        <scene sceneID="s2"><objects><viewController id="Sort" customClass="SortViewController" customModule="Shelf" sceneMemberID="viewController">
        <view key="view" id="SortView"/></viewController></objects></scene>
        <scene sceneID="s3"><objects><viewController id="Share" customClass="ShareViewController" customModule="Shelf" sceneMemberID="viewController">
        <view key="view" id="ShareView"/></viewController></objects></scene>
        </scenes>
        </document>
        """
        let both = lintProject([("Main.storyboard", twoScenes)]).filter { $0.hasSuffix("popover-no-arrow") }
        XCTAssertEqual(both.count, 2, "\(both)")
        for setup in ["if let sort = segue.destination as? SortViewController {\n        sort.popoverPresentationController?.permittedArrowDirections = .up\n    }",
                      "guard let sort = segue.destination as? SortViewController else { return }\n    sort.popoverPresentationController?.permittedArrowDirections = .up",
                      "if segue.destination is SortViewController {\n        segue.destination.popoverPresentationController?.permittedArrowDirections = .up\n    }"] {
            XCTAssertEqual(lintProject([("Main.storyboard", twoScenes), ("Library.swift", presenter(preparing: setup))]), [both[1]], setup)
        }
        let sized = presenter(preparing: "if let sort = segue.destination as? SortViewController {\n        sort.preferredContentSize = CGSize(width: 800, height: 1100)\n    }")
        XCTAssertEqual(lintProject([("Main.storyboard", twoScenes), ("Library.swift", sized)]).filter { !$0.hasSuffix("popover-no-arrow") },
                       ["Library.swift:\(position(of: "CGSize", in: sized)) popover-oversize"], "the Sort popover's size, set through the name bound to it")
        let forced = presenter(preparing: "if let sort = segue.destination as! SortViewController? {\n        sort.popoverPresentationController?.permittedArrowDirections = .up\n    }")
        XCTAssertEqual(lintProject([("Main.storyboard", twoScenes), ("Library.swift", forced)]), [],
                       "a cast that is not `as?` is not read: which popover gets the arrow is not said, and neither's arrows are sure")
    }

    func testNoJoinWhenTheClassIsDeclaredTwiceOrTheSegueIsInDoubt() {
        let twice = [("Main.storyboard", storyboard()), ("Library.swift", presenter), ("Options.swift", content),
                     ("Other.swift", "import UIKit\nfinal class LibraryViewController: UIViewController {}\nclass OptionsViewController {}\n")]
        XCTAssertEqual(lintProject(twice), [])
        let everySegue = lintProject([("Main.storyboard", storyboard(segues: 2)), ("Library.swift", presenter)])
        XCTAssertEqual(everySegue, ["Library.swift:\(position(of: ".none", in: presenter)) popover-in-compact"],
                       "prepare(for:sender:) makes itself the delegate of every popover it is called for")
        let inDoubt = presenter.replacingOccurrences(of: "segue.destination.popoverPresentationController?.delegate = self",
                                                     with: "if sender is UIButton { segue.destination.popoverPresentationController?.delegate = self }")
        XCTAssertEqual(lintProject([("Main.storyboard", storyboard(segues: 2)), ("Library.swift", inDoubt)]), [],
                       "prepare(for:sender:) sets up one of two popovers under a condition that is not read: which is not said")
        XCTAssertEqual(lintProject([("Main.storyboard", storyboard()), ("Library.swift", inDoubt)]).count, 1,
                       "with one popover segue, that is the one")
        let notDelegate = presenter.replacingOccurrences(of: "segue.destination.popoverPresentationController?.delegate = self", with: "")
        XCTAssertEqual(lintProject([("Main.storyboard", storyboard()), ("Library.swift", notDelegate)]), [])
    }

    /// A scene's class declared twice is joined to neither. When one of them may decide what a
    /// compact width makes of the popover, `higlint popovers` lists that as unknown, not as the
    /// sheet UIKit makes when nothing decides it; when neither can, it is still not said.
    func testAClassDeclaredTwiceThatMayDecideTheCompactWidthListsItUnknown() {
        func listed(_ files: [(String, String)]) -> String {
            let reader = SwiftSourceReader()
            let project = reader.index(files.map { ($0.0, Array($0.1.utf8)) }, limits: .default)
            var linter = Linter(configuration: LintConfiguration(), readers: ReaderRegistry.core.with([reader]))
            linter.recordsPopovers = true
            let linted = linter.lintFile(bytes: Array(storyboard().utf8), path: "Main.storyboard", project: project)
            return linted.popovers.first?.summaryLine ?? "no popover"
        }
        let bare = "import UIKit\nfinal class LibraryViewController: UIViewController {}\n"
        let deciding = listed([("Library.swift", presenter), ("Other.swift", bare)])
        XCTAssertTrue(deciding.contains("; compact width: unknown;"), deciding)
        let neither = listed([("Library.swift", bare), ("Other.swift", bare)])
        XCTAssertTrue(neither.contains("; compact width: not said (adapts to a sheet);"), neither)
        let once = listed([("Library.swift", presenter)])
        XCTAssertFalse(once.contains("compact width: unknown") || once.contains("compact width: not said"), once)
    }

    // MARK: A scene's class and its extensions of other files

    private let presenterBody = """
    import UIKit

    final class LibraryViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
        }
    }
    """

    private func presenterExtension(_ members: String, head: String = "extension LibraryViewController: UIPopoverPresentationControllerDelegate") -> String {
        """
        import UIKit

        \(head) {
        \(members)
        }
        """
    }

    private let preparing = """
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            segue.destination.popoverPresentationController?.delegate = self
        }
    """

    private func adapting(_ style: String) -> String {
        """
            func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
                \(style)
            }
        """
    }

    /// The same finding as with the code in the class body, in the extension's file, at its line.
    func testAScenesClassIsReadWithItsExtensionsInOtherFiles() {
        let both = presenterExtension(preparing + "\n" + adapting(".none"))
        XCTAssertEqual(lintProject([("Main.storyboard", storyboard()), ("Library.swift", presenterBody), ("Library+Popover.swift", both)]),
                       ["Library+Popover.swift:\(position(of: ".none", in: both)) popover-in-compact"])
        // prepare(for:sender:) in the body, the delegate method in an extension; and the other way round.
        let bodyPreparing = presenterBody.replacingOccurrences(of: "    override func viewDidLoad() {\n        super.viewDidLoad()\n    }", with: preparing)
        let adaptive = presenterExtension(adapting("UIModalPresentationStyle.none"))
        XCTAssertEqual(lintProject([("Main.storyboard", storyboard()), ("Library.swift", bodyPreparing), ("Library+Popover.swift", adaptive)]),
                       ["Library+Popover.swift:\(position(of: "UIModalPresentationStyle.none", in: adaptive)) popover-in-compact"])
        let extensionPreparing = presenterExtension(preparing)
        let bodyAdapting = presenter.replacingOccurrences(of: preparing + "\n\n", with: "")
        XCTAssertEqual(lintProject([("Main.storyboard", storyboard()), ("Library.swift", bodyAdapting), ("Library+Segues.swift", extensionPreparing)]),
                       ["Library.swift:\(position(of: ".none", in: bodyAdapting)) popover-in-compact"])
        // Two extension files, one for each.
        XCTAssertEqual(lintProject([("Main.storyboard", storyboard()), ("Library.swift", presenterBody),
                                    ("Library+Segues.swift", extensionPreparing), ("Library+Popover.swift", adaptive)]),
                       ["Library+Popover.swift:\(position(of: "UIModalPresentationStyle.none", in: adaptive)) popover-in-compact"])
    }

    func testAnExtensionThatMayNotBeTheClassesIsNotJoined() {
        let members = preparing + "\n" + adapting(".none")
        for (head, why) in [("extension Shelf.LibraryViewController: UIPopoverPresentationControllerDelegate", "another module's class"),
                            ("private extension LibraryViewController", "private")] {
            XCTAssertEqual(lintProject([("Main.storyboard", storyboard()), ("Library.swift", presenterBody),
                                        ("Library+Popover.swift", presenterExtension(members, head: head))]), [], why)
        }
        let debugOnly = "import UIKit\n#if DEBUG\n" + presenterExtension(members).replacingOccurrences(of: "import UIKit\n", with: "") + "\n#endif\n"
        XCTAssertEqual(lintProject([("Main.storyboard", storyboard()), ("Library.swift", presenterBody), ("Library+Popover.swift", debugOnly)]), [],
                       "under a condition not decided")
        let macOnly = debugOnly.replacingOccurrences(of: "#if DEBUG", with: "#if os(macOS)")
        XCTAssertEqual(lintProject([("Main.storyboard", storyboard()), ("Library.swift", presenterBody), ("Library+Popover.swift", macOnly)]), [],
                       "built for macOS only")
        XCTAssertEqual(lintProject([("Main.storyboard", storyboard()), ("Library.swift", presenterBody),
                                    ("Library+Popover.swift", presenterExtension(preparing + "\n" + adapting(".fullScreen")))]), [],
                       "it adapts")
        XCTAssertEqual(lintProject([("Main.storyboard", storyboard()), ("Library+Popover.swift", presenterExtension(members))]), [],
                       "no linted file declares the class")
    }

    /// An extension's comment hides the finding at its line, and is not called unused when its
    /// own file is linted.
    func testAnExtensionsCommentsSuppressAndAreNotCalledUnused() {
        let suppressed = presenterExtension(preparing + "\n" + adapting("// higlint-disable-next-line popover-in-compact\n        .none"))
        // `unused-suppression` is a warning by default: none here, in either file.
        XCTAssertEqual(lintProject([("Main.storyboard", storyboard()), ("Library.swift", presenterBody), ("Library+Popover.swift", suppressed)]), [])
    }

    /// The content scene's class sets its own size in an extension's method that runs before it shows.
    func testTheContentsExtensionSetsItsSize() {
        let body = "import UIKit\n\nfinal class OptionsViewController: UIViewController {}\n"
        let sized = """
        import UIKit

        extension OptionsViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                preferredContentSize = CGSize(width: 900, height: 200)
            }
        }
        """
        let found = lintProject([("Main.storyboard", iPadStoryboard(contentSize: (320, 200))), ("Options.swift", body), ("Options+Size.swift", sized)])
        XCTAssertEqual(found, ["Options+Size.swift:\(position(of: "CGSize", in: sized)) popover-oversize"])
    }
}
