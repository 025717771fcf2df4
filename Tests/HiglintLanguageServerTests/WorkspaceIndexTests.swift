import Foundation
import HiglintCore
@testable import HiglintLanguageServer
import XCTest

/// The server reads the workspace as `higlint lint` run in it does: a view shown from a file
/// that is not open is followed, an edit to that file changes the open file's findings, and a
/// file the walk passes over is not read.
final class WorkspaceIndexTests: XCTestCase {
    /// Shown in NotesToolbar's popover: it refuses a tap outside and holds no button, which only
    /// the toolbar's popover makes a finding; its copy names the popover.
    private let editor = """
        import SwiftUI

        struct NoteEditor: View {
            @Binding var note: String

            var body: some View {
                VStack {
                    Text("Type your note in this popover")
                    TextEditor(text: $note)
                }
                .frame(idealWidth: 300, idealHeight: 200)
                .interactiveDismissDisabled()
            }
        }

        """

    private func toolbar(showing content: String) -> String {
        """
        import SwiftUI

        struct NotesToolbar: View {
            @State private var editing = false
            @State private var note = ""

            var body: some View {
                Button("Note") { editing = true }
                    .popover(isPresented: $editing) {
                        \(content)
                    }
            }
        }

        """
    }

    private func write(_ text: String, _ relative: String, in root: String) -> String {
        let path = root + "/" + relative
        try! FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try! text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The open document's latest findings as `line:character rule` (0-based, as LSP counts).
    private func findings(_ client: ServerHarness, _ uri: String) -> [String] {
        let diagnostics = client.published.last { $0["uri"]?.string == uri }?["diagnostics"]?.array ?? []
        return diagnostics.map { diagnostic in
            let start = diagnostic["range"]?["start"]
            return "\(start?["line"]?.int ?? -1):\(start?["character"]?.int ?? -1) \(diagnostic["code"]?.string ?? "")"
        }
    }

    /// What `higlint lint` over the folder reports for NoteEditor.swift
    /// (as in Fixtures/joins/fires-swift-content-in-another-file), in LSP's 0-based positions.
    private let shownInThePopover = ["7:17 popover-word-in-copy", "11:8 popover-close-button"]
    /// What it reports when no file shows the editor: a screen of its own, no popover around it.
    private let alone = ["7:17 popover-word-in-copy"]

    func testAViewShownFromAFileThatIsNotOpenGetsTheFindingsTheCommandLineReports() throws {
        let client = ServerHarness()
        _ = write(toolbar(showing: "NoteEditor(note: $note)"), "Sources/NotesToolbar.swift", in: client.root)
        let path = write(editor, "Sources/NoteEditor.swift", in: client.root)
        client.initialize()
        client.open("file://" + path, editor)
        client.advance(0)
        XCTAssertEqual(findings(client, "file://" + path), shownInThePopover)
    }

    func testAnEditToTheOtherFileChangesTheOpenFilesFindings() throws {
        let client = ServerHarness()
        let toolbarPath = write(toolbar(showing: "NoteEditor(note: $note)"), "Sources/NotesToolbar.swift", in: client.root)
        let path = write(editor, "Sources/NoteEditor.swift", in: client.root)
        client.initialize()
        client.open("file://" + path, editor)
        client.open("file://" + toolbarPath, toolbar(showing: "NoteEditor(note: $note)"))
        client.advance(0)
        XCTAssertEqual(findings(client, "file://" + path), shownInThePopover)

        // The toolbar stops showing the editor, unsaved: the editor is a screen of its own again.
        client.change("file://" + toolbarPath, version: 2, [["text": .string(toolbar(showing: "Text(\"Notes\")"))]])
        client.advance(LanguageServer.debounceSeconds)
        XCTAssertEqual(findings(client, "file://" + path), alone)

        // Closed without saving: the file on disk, which shows the editor, is what counts again.
        client.notify("textDocument/didClose", ["textDocument": ["uri": .string("file://" + toolbarPath)]])
        client.advance(0)
        XCTAssertEqual(findings(client, "file://" + path), shownInThePopover)
    }

    func testAFileChangedOutsideTheEditorIsReadAgain() throws {
        let client = ServerHarness()
        let toolbarPath = write(toolbar(showing: "NoteEditor(note: $note)"), "Sources/NotesToolbar.swift", in: client.root)
        let path = write(editor, "Sources/NoteEditor.swift", in: client.root)
        client.initialize()
        client.open("file://" + path, editor)
        client.advance(0)
        XCTAssertEqual(findings(client, "file://" + path), shownInThePopover)

        _ = write(toolbar(showing: "Text(\"Notes\")"), "Sources/NotesToolbar.swift", in: client.root)
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string("file://" + toolbarPath), "type": 2]]])
        client.advance(0)
        XCTAssertEqual(findings(client, "file://" + path), alone)
    }

    func testAFileTheWalkPassesOverIsNotRead() throws {
        let client = ServerHarness()
        // CocoaPods' folder, and a hidden one: a run over the workspace reads neither.
        _ = write(toolbar(showing: "NoteEditor(note: $note)"), "Pods/Notes/NotesToolbar.swift", in: client.root)
        _ = write(toolbar(showing: "NoteEditor(note: $note)"), ".build/checkouts/NotesToolbar.swift", in: client.root)
        let path = write(editor, "Sources/NoteEditor.swift", in: client.root)
        client.initialize()
        client.open("file://" + path, editor)
        client.advance(0)
        XCTAssertEqual(findings(client, "file://" + path), alone)
    }

    func testTheConfigurationsExcludeKeepsAFileOutOfTheIndex() throws {
        let client = ServerHarness()
        _ = write("exclude: [\"Generated/**\"]\n", ".higlint.yml", in: client.root)
        _ = write(toolbar(showing: "NoteEditor(note: $note)"), "Generated/NotesToolbar.swift", in: client.root)
        let path = write(editor, "Sources/NoteEditor.swift", in: client.root)
        client.initialize()
        client.open("file://" + path, editor)
        client.advance(0)
        XCTAssertEqual(findings(client, "file://" + path), alone)
    }

    /// The first diagnostics of a Swift file wait for the index (made off the server's queue in
    /// `higlint lsp`), so none that the index would withdraw is shown.
    func testASwiftFileOpenedBeforeTheIndexIsMadeWaitsForIt() throws {
        var pending: [() -> Void] = []
        let client = ServerHarness(background: { job, done in pending.append { done(job()) } })
        _ = write(toolbar(showing: "NoteEditor(note: $note)"), "Sources/NotesToolbar.swift", in: client.root)
        let path = write(editor, "Sources/NoteEditor.swift", in: client.root)
        client.initialize()
        client.open("file://" + path, editor)
        client.advance(0)
        XCTAssertTrue(client.published.isEmpty, "nothing before the index: alone, the editor would lack a finding")
        pending.forEach { $0() }
        client.advance(0)
        XCTAssertEqual(findings(client, "file://" + path), shownInThePopover)
    }

    /// A controller that makes itself a popover in its own file, and a file that presents it with
    /// no presentation word of its own (no "popover", no action sheet): `present(DateChooser(), …)`.
    private func chooser(style: String) -> String {
        """
        import UIKit

        final class DateChooser: UIViewController {
            init() {
                super.init(nibName: nil, bundle: nil)
                modalPresentationStyle = \(style)
                preferredContentSize = CGSize(width: 320, height: 260)
            }

            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }

        """
    }

    private let presenter = """
        import UIKit

        final class EventViewController: UIViewController {
            @IBAction private func pickDate(_ sender: UIButton) {
                present(DateChooser(), animated: true)
            }
        }

        """

    func testAFilePresentingAnotherFilesSelfPopoverControllerWithoutAPresentationWordIsRead() throws {
        let client = ServerHarness()
        let chooserPath = write(chooser(style: ".popover"), "Sources/DateChooser.swift", in: client.root)
        let path = write(presenter, "Sources/EventViewController.swift", in: client.root)
        client.initialize()
        client.open("file://" + path, presenter)
        client.advance(0)
        // As `higlint lint` over the folder reports it: presented with no source, at `present`.
        XCTAssertEqual(findings(client, "file://" + path), ["4:8 popover-no-source"])

        // The controller stops making itself a popover, unsaved: nothing is presented as one.
        client.open("file://" + chooserPath, chooser(style: ".popover"))
        client.change("file://" + chooserPath, version: 2, [["text": .string(chooser(style: ".formSheet"))]])
        client.advance(LanguageServer.debounceSeconds)
        XCTAssertEqual(findings(client, "file://" + path), [])
    }

    /// A share sheet subclass of another file, presented by a file that spells no presentation word.
    private func shareSheet(setup: String) -> String {
        """
        import UIKit

        final class ShareSheet: UIActivityViewController {
            init(url: URL) {
                super.init(activityItems: [url], applicationActivities: nil)
                \(setup)
            }
        }

        """
    }

    private let sharer = """
        import UIKit

        final class NoteViewController: UIViewController {
            @IBAction private func share(_ sender: UIButton) {
                present(ShareSheet(url: URL(fileURLWithPath: "/tmp/note.txt")), animated: true)
            }
        }

        """

    func testAFilePresentingAnotherFilesShareSheetSubclassIsReadAndItsAnchorEditedIn() throws {
        let client = ServerHarness()
        let sheetPath = write(shareSheet(setup: "excludedActivityTypes = [.print]"), "Sources/ShareSheet.swift", in: client.root)
        let path = write(sharer, "Sources/NoteViewController.swift", in: client.root)
        client.initialize()
        client.open("file://" + path, sharer)
        client.advance(0)
        // As `higlint lint` over the folder reports it: an activity view presented with no source on iPad.
        XCTAssertEqual(findings(client, "file://" + path), ["4:8 popover-no-source"])

        // The subclass anchors itself in its `init`, unsaved: its popover has a source.
        let anchored = shareSheet(setup: "popoverPresentationController?.sourceView = UIView()")
        client.open("file://" + sheetPath, shareSheet(setup: "excludedActivityTypes = [.print]"))
        client.change("file://" + sheetPath, version: 2, [["text": .string(anchored)]])
        client.advance(LanguageServer.debounceSeconds)
        XCTAssertEqual(findings(client, "file://" + path), [])
    }

    func testAControllerAnEditDeclaresIsReadWhereAnOpenFilePresentsIt() throws {
        let client = ServerHarness()
        let timeChooser = chooser(style: ".popover").replacingOccurrences(of: "DateChooser", with: "TimeChooser")
        let chooserPath = write(timeChooser, "Sources/DateChooser.swift", in: client.root)
        let path = write(presenter, "Sources/EventViewController.swift", in: client.root)
        client.initialize()
        client.open("file://" + path, presenter)
        client.advance(0)
        // No file declares the class presented: nothing is known of how it shows.
        XCTAssertEqual(findings(client, "file://" + path), [])
        XCTAssertTrue(client.published.contains { $0["uri"]?.string == "file://" + path }, "the file is linted")

        // Renamed, unsaved, to the class the open file presents: a popover with no source, at `present`.
        client.open("file://" + chooserPath, timeChooser)
        client.change("file://" + chooserPath, version: 2, [["text": .string(chooser(style: ".popover"))]])
        client.advance(LanguageServer.debounceSeconds)
        XCTAssertEqual(findings(client, "file://" + path), ["4:8 popover-no-source"])

        // Renamed back: the open file presents a class no file declares again.
        client.change("file://" + chooserPath, version: 3, [["text": .string(timeChooser)]])
        client.advance(LanguageServer.debounceSeconds)
        XCTAssertEqual(findings(client, "file://" + path), [])
    }

    func testAFilePresentingAControllerThatDoesNotMakeItselfAPopoverStaysSilent() throws {
        let client = ServerHarness()
        _ = write(chooser(style: "UIModalPresentationStyle.formSheet"), "Sources/DateChooser.swift", in: client.root)
        let path = write(presenter, "Sources/EventViewController.swift", in: client.root)
        client.initialize()
        client.open("file://" + path, presenter)
        client.advance(0)
        XCTAssertEqual(findings(client, "file://" + path), [])
        XCTAssertTrue(client.published.contains { $0["uri"]?.string == "file://" + path }, "the file is linted")
    }

    /// Makes itself a popover and keeps it one in a compact width: `popover-in-compact` at its
    /// `.none`, whether another file presents it or none does, as `higlint lint` reports it.
    private let keptChooser = """
        import UIKit

        final class DateChooser: UIViewController, UIPopoverPresentationControllerDelegate {
            init() {
                super.init(nibName: nil, bundle: nil)
                modalPresentationStyle = .popover
                popoverPresentationController?.delegate = self
            }

            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

            func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
                .none
            }
        }

        """

    func testASelfPopoverControllerThatNoFilePresentsIsAPopoverOfItsOwnFile() throws {
        let client = ServerHarness()
        _ = write("import UIKit\n\nfinal class Other: UIViewController {}\n", "Sources/Other.swift", in: client.root)
        let path = write(keptChooser, "Sources/DateChooser.swift", in: client.root)
        client.initialize()
        client.open("file://" + path, keptChooser)
        client.advance(0)
        XCTAssertEqual(findings(client, "file://" + path), ["12:8 popover-in-compact"])
    }

    func testASelfPopoverControllerPresentedFromAFileThatIsNotOpenGetsItsFindings() throws {
        let client = ServerHarness()
        _ = write(presenter, "Sources/EventViewController.swift", in: client.root)
        let path = write(keptChooser, "Sources/DateChooser.swift", in: client.root)
        client.initialize()
        client.open("file://" + path, keptChooser)
        client.advance(0)
        // Found while the presenter is linted, where it is presented: one finding, in this file.
        XCTAssertEqual(findings(client, "file://" + path), ["12:8 popover-in-compact"])
    }

    /// Makes itself a popover in a helper of its extension in another file, whose delegate method
    /// keeps it one in a compact width.
    private let trayController = """
        import UIKit

        final class StickerTray: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                setUpPresentation()
            }
        }

        """

    private func trayExtension(returning style: String) -> String {
        """
        import UIKit

        extension StickerTray: UIPopoverPresentationControllerDelegate {
            func setUpPresentation() {
                modalPresentationStyle = .popover
                popoverPresentationController?.delegate = self
            }

            func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
                \(style)
            }
        }

        """
    }

    /// A class's extension edited in the editor while the rest of the class is only on disk: writes
    /// `others` (path and text) and, at `path`, the extension returning the first style of `edits`;
    /// opens the extension, then checks its findings as written and after each later edit.
    private func assertFindingsInExtension(at path: String, beside others: [(String, String)],
                                           _ extensionReturning: (String) -> String,
                                           after edits: [(style: String, findings: [String])],
                                           file: StaticString = #filePath, line: UInt = #line) {
        let client = ServerHarness()
        for (relative, text) in others { _ = write(text, relative, in: client.root) }
        let uri = "file://" + write(extensionReturning(edits[0].style), path, in: client.root)
        client.initialize()
        client.open(uri, extensionReturning(edits[0].style))
        client.advance(0)
        XCTAssertEqual(findings(client, uri), edits[0].findings, edits[0].style, file: file, line: line)
        for (version, edit) in edits.enumerated().dropFirst() {
            client.change(uri, version: version + 1, [["text": .string(extensionReturning(edit.style))]])
            client.advance(LanguageServer.debounceSeconds)
            XCTAssertEqual(findings(client, uri), edit.findings, edit.style, file: file, line: line)
        }
    }

    func testAnEditToAControllersExtensionChangesTheFindingsInIt() throws {
        // Found while the class's own file is linted, at the extension's `.none`, as `higlint lint` reports it.
        assertFindingsInExtension(at: "Sources/StickerTray+Presentation.swift", beside: [("Sources/StickerTray.swift", trayController)],
                                  trayExtension(returning:), after: [(".none", ["9:8 popover-in-compact"]), (".formSheet", [])])
    }

    /// A storyboard scene whose class keeps its popover a popover in an extension of another file.
    private let settingsStoryboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
        <device id="retina6_12" orientation="portrait"/>
        <scenes>
        <scene sceneID="s1"><objects><viewController title="Settings" id="Set" customClass="SettingsViewController" sceneMemberID="viewController">
        <view key="view" id="SetView"><rect key="frame" x="0" y="0" width="393" height="852"/><subviews>
        <button id="Btn"><rect key="frame" x="20" y="100" width="80" height="34"/><state key="normal" title="Theme"/>
        <connections><segue destination="Theme" kind="popoverPresentation" popoverAnchorView="Btn" id="Seg"/></connections></button>
        </subviews></view></viewController></objects></scene>
        <scene sceneID="s2"><objects><viewController id="Theme" sceneMemberID="viewController">
        <view key="view" id="ThemeView"><subviews><switch id="Sw"><rect key="frame" x="0" y="0" width="51" height="31"/></switch></subviews></view>
        </viewController></objects></scene>
        </scenes>
        </document>
        """

    private let settingsController = """
        import UIKit

        final class SettingsViewController: UIViewController {
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                segue.destination.popoverPresentationController?.delegate = self
            }
        }

        """

    private func settingsExtension(returning style: String) -> String {
        """
        import UIKit

        extension SettingsViewController: UIPopoverPresentationControllerDelegate {
            func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
                \(style)
            }
        }

        """
    }

    func testAnEditToASceneClassesExtensionChangesTheStoryboardsFindingsInIt() throws {
        // Found while the storyboard is linted, at the extension's `.none`, as `higlint lint` reports it.
        assertFindingsInExtension(at: "App/SettingsViewController+Popover.swift",
                                  beside: [("App/Settings.storyboard", settingsStoryboard), ("App/SettingsViewController.swift", settingsController)],
                                  settingsExtension(returning:),
                                  after: [(".none", ["4:8 popover-in-compact"]), (".fullScreen", []),
                                          ("UIModalPresentationStyle.none", ["4:8 popover-in-compact"])])
    }

    /// A storyboard scene's class that hands its popover to the shared object of a delegate class
    /// declared in a file of its own, as apps write such helpers.
    private let settingsControllerWithSharedDelegate = """
        import UIKit

        final class SettingsViewController: UIViewController {
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                segue.destination.popoverPresentationController?.delegate = PopoverStyle.shared
            }
        }

        """

    private func sharedDelegate(returning style: String) -> String {
        """
        import UIKit

        final class PopoverStyle: NSObject, UIPopoverPresentationControllerDelegate {
            static let shared = PopoverStyle()
            func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
                \(style)
            }
        }

        """
    }

    func testAnEditToAStoryboardSegueDelegatesClassInItsOwnFileChangesTheFindingsInIt() throws {
        // Found while the storyboard is linted, at the delegate's `.none`, as `higlint lint` reports it.
        assertFindingsInExtension(at: "App/PopoverStyle.swift",
                                  beside: [("App/Settings.storyboard", settingsStoryboard),
                                           ("App/SettingsViewController.swift", settingsControllerWithSharedDelegate)],
                                  sharedDelegate(returning:),
                                  after: [(".none", ["5:8 popover-in-compact"]), (".formSheet", []), (".none", ["5:8 popover-in-compact"])])
    }

    /// A helper type of another file that makes the app's action sheets.
    private let sheetHelper = """
        import UIKit

        enum Alert {
            static func makeActionSheet(title: String) -> UIAlertController {
                UIAlertController(title: title, message: nil, preferredStyle: .actionSheet)
            }
        }

        """

    private func presenter(anchoring anchor: String) -> String {
        """
        import UIKit

        final class PlainViewController: UIViewController {
            @IBAction func more(_ sender: UIButton) {
                let sheet = Alert.makeActionSheet(title: "More")
                \(anchor)
                present(sheet, animated: true)
            }
        }

        """
    }

    func testAnActionSheetAHelperOfAnotherFileMakesIsReadWhereTheOpenFilePresentsIt() throws {
        // The open file spells no popover word: the helper's method name is what makes it read.
        assertFindingsInExtension(at: "App/PlainViewController.swift", beside: [("App/Alert.swift", sheetHelper)],
                                  presenter(anchoring:),
                                  after: [("", ["6:8 popover-no-source"]),
                                          ("sheet.popoverPresentationController?.sourceView = sender", []),
                                          ("", ["6:8 popover-no-source"])])
    }
}
