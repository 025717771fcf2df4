import HiglintCore
import HiglintSwiftSource
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

    /// Lints each file as the runner does: the index of all of them first.
    private func lint(_ files: [(String, String)], configuration: LintConfiguration = LintConfiguration()) -> [String] {
        let reader = SwiftSourceReader()
        let project = reader.index(files.map { ($0.0, Array($0.1.utf8)) }, limits: .default)
        let linter = Linter(configuration: configuration, readers: [reader])
        return files.flatMap { path, text in
            linter.lint(bytes: Array(text.utf8), path: path, project: project).map { "\(path)>\($0.file):\($0.range.start) \($0.ruleID)" }
        }
    }

    func testContentInAnotherFileIsReadAndReportedThereOnce() {
        XCTAssertEqual(lint([("NotesToolbar.swift", toolbar), ("NoteEditor.swift", editor)]), [
            "NotesToolbar.swift>NoteEditor.swift:\(position(of: "\"Edit", in: editor)) popover-word-in-copy",
            "NotesToolbar.swift>NoteEditor.swift:\(position(of: ".interactiveDismissDisabled", in: editor)) popover-close-button",
        ], "found while linting the toolbar, reported in the editor's file at its own lines, and not again for the editor itself")
    }

    func testWithoutTheOtherFileTheContentIsUnseenAndTheViewIsAScreenOfItsOwn() {
        XCTAssertEqual(lint([("NotesToolbar.swift", toolbar)]), [])
        XCTAssertEqual(lint([("NoteEditor.swift", editor)]), ["NoteEditor.swift>NoteEditor.swift:6:18 popover-word-in-copy"])
    }

    func testANameDeclaredTwiceIsNotJoined() {
        let other = "import SwiftUI\n\nstruct NoteEditor: View {\n    var body: some View { Text(\"Other\") }\n}\n"
        let found = lint([("NotesToolbar.swift", toolbar), ("NoteEditor.swift", editor), ("Other/NoteEditor.swift", other)])
        XCTAssertFalse(found.contains { $0.hasSuffix("popover-close-button") }, "\(found)")
        XCTAssertEqual(found, ["NoteEditor.swift>NoteEditor.swift:6:18 popover-word-in-copy"], "each NoteEditor is a screen of its own")
    }

    func testAPrivateViewOfAnotherFileIsNotFollowed() {
        let hidden = editor.replacingOccurrences(of: "struct NoteEditor", with: "fileprivate struct NoteEditor")
        XCTAssertEqual(lint([("NotesToolbar.swift", toolbar), ("NoteEditor.swift", hidden)]),
                       ["NoteEditor.swift>NoteEditor.swift:6:18 popover-word-in-copy"])
    }

    func testTheOtherFilesCommentsSuppressAndAreNotCalledUnused() {
        let commented = editor.replacingOccurrences(of: "        .interactiveDismissDisabled()",
                                                    with: "        // higlint-disable-next-line popover-close-button\n        .interactiveDismissDisabled()")
        XCTAssertEqual(lint([("NotesToolbar.swift", toolbar), ("NoteEditor.swift", commented)]),
                       ["NotesToolbar.swift>NoteEditor.swift:6:18 popover-word-in-copy"])
        // The toolbar's own comment does not reach into the editor's file.
        let toolbarComment = toolbar.replacingOccurrences(of: "                    NoteEditor()",
                                                          with: "                    // higlint-disable-next-line popover-close-button\n                    NoteEditor()")
        XCTAssertTrue(lint([("NotesToolbar.swift", toolbarComment), ("NoteEditor.swift", editor)]).contains {
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
        XCTAssertEqual(lint([("Shell.swift", shell), ("ColorChooser.swift", picker)]),
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
        XCTAssertEqual(lint([("Shell.swift", shell), ("Remote.swift", remote)]),
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
        let found = Linter(configuration: configuration, readers: [SwiftSourceReader()]).lint(bytes: Array(source.utf8), path: "Panel.swift")
        XCTAssertEqual(found.map(\.ruleID), ["popover-oversize"], "500 pt is wider than the configured 393")
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

    private func storyboard(presenterClass: String = "LibraryViewController", segues: Int = 1) -> String {
        let buttons = (1...segues).map { number in
            """
            <button id="Btn-\(number)"><rect key="frame" x="\(number * 100)" y="100" width="80" height="34"/><state key="normal" title="Sort"/>
            <connections><segue destination="Opt" kind="popoverPresentation" popoverAnchorView="Btn-\(number)" id="Seg-\(number)"/></connections></button>
            """
        }.joined(separator: "\n")
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
        <device id="retina6_12" orientation="portrait"/>
        <scenes>
        <scene sceneID="s1"><objects><viewController title="Library" id="Lib" customClass="\(presenterClass)" sceneMemberID="viewController">
        <view key="view" id="LibView"><rect key="frame" x="0" y="0" width="393" height="852"/><subviews>
        \(buttons)
        </subviews></view></viewController></objects></scene>
        <scene sceneID="s2"><objects><viewController id="Opt" customClass="OptionsViewController" sceneMemberID="viewController">
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
        let swift = SwiftSourceReader()
        let project = swift.index(files.filter { $0.0.hasSuffix(".swift") }.map { ($0.0, Array($0.1.utf8)) }, limits: .default)
        let linter = Linter(readers: [InterfaceBuilderReader(), swift])
        return files.flatMap { path, text in
            linter.lint(bytes: Array(text.utf8), path: path, project: project).map { "\($0.file):\($0.range.start) \($0.ruleID)" }
        }
    }

    func testTheScenesClassCompletesItsPopoverAndFindingsPointIntoTheClass() {
        XCTAssertEqual(lintProject([("Main.storyboard", storyboard()), ("Library.swift", presenter), ("Options.swift", content)]), [
            "Library.swift:\(position(of: ".none", in: presenter)) popover-in-compact",
            "Options.swift:\(position(of: "isModalInPresentation", in: content)) popover-close-button",
        ])
        XCTAssertEqual(lintProject([("Main.storyboard", storyboard())]), [], "the storyboard alone says neither")
    }

    func testNoJoinWhenTheClassIsDeclaredTwiceOrTheSegueIsInDoubt() {
        let twice = [("Main.storyboard", storyboard()), ("Library.swift", presenter), ("Options.swift", content),
                     ("Other.swift", "import UIKit\nfinal class LibraryViewController: UIViewController {}\nclass OptionsViewController {}\n")]
        XCTAssertEqual(lintProject(twice), [])
        let twoSegues = lintProject([("Main.storyboard", storyboard(segues: 2)), ("Library.swift", presenter)])
        XCTAssertEqual(twoSegues, [], "prepare(for:sender:) sets up one of two popovers: which is not said")
        let notDelegate = presenter.replacingOccurrences(of: "segue.destination.popoverPresentationController?.delegate = self", with: "")
        XCTAssertEqual(lintProject([("Main.storyboard", storyboard()), ("Library.swift", notDelegate)]), [])
    }
}
