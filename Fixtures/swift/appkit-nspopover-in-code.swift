// NSPopovers made in code (macOS): a lazy stored property, a property made in `init`, and a local
// `let` in an action method. Each is a popover once the code shows it.
// The note popover does not close on a click outside (`.applicationDefined`) and its SwiftUI
// content holds no button: people cannot leave it. The info popover is transient (a click outside
// closes it), so its Close button is noise.
// Right beside them: the draft popover (application-defined, with a Done button), the tags popover
// (a controller's content, not read), the status popover (its behavior not set: whether a click
// outside closes it is not said), and a popover that is made but never shown.
// expect: popover-close-button 31:28
// expect: popover-close-button 105:16
import AppKit
import SwiftUI

final class NoteInspectorController: NSViewController, NSPopoverDelegate {
    @IBOutlet weak var noteButton: NSButton!
    @IBOutlet weak var draftButton: NSButton!
    private let statusPopover: NSPopover
    private let unusedPopover = NSPopover()

    init() {
        statusPopover = NSPopover()
        statusPopover.contentViewController = NSHostingController(rootView: InfoCard())
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError() }

    lazy var notePopover: NSPopover = {
        let popover = NSPopover()
        popover.contentSize = NSSize(width: 320, height: 240)
        popover.behavior = .applicationDefined
        popover.contentViewController = NSHostingController(rootView: NoteEditor())
        return popover
    }()

    private lazy var draftPopover: NSPopover = {
        let popover = NSPopover()
        popover.behavior = NSPopover.Behavior.applicationDefined
        popover.contentViewController = NSHostingController(rootView: DraftEditor())
        return popover
    }()

    @IBAction func showNote(_ sender: Any) {
        notePopover.show(relativeTo: noteButton.bounds, of: noteButton, preferredEdge: .maxY)
    }

    @IBAction func showDraft(_ sender: Any) {
        self.draftPopover.show(relativeTo: draftButton.bounds, of: draftButton, preferredEdge: NSRectEdge.minX)
    }

    @IBAction func showInfo(_ sender: NSButton) {
        let info = NSPopover()
        info.behavior = .transient
        info.delegate = self
        let hosting = NSHostingController(rootView: InfoCard())
        info.contentViewController = hosting
        info.show(relativeTo: sender.bounds, of: sender, preferredEdge: .maxX)
    }

    @IBAction func showTags(_ sender: NSButton) {
        let tags = NSPopover()
        tags.behavior = .semitransient
        tags.contentViewController = TagsViewController()
        tags.show(relativeTo: sender.bounds, of: sender, preferredEdge: .minY)
    }

    @objc func toggleStatus(_ sender: NSStatusBarButton) {
        if statusPopover.isShown {
            statusPopover.performClose(sender)
        } else {
            statusPopover.show(relativeTo: sender.bounds, of: sender, preferredEdge: .minY)
        }
    }

    func popoverShouldDetach(_ popover: NSPopover) -> Bool {
        true
    }
}

final class TagsViewController: NSViewController {}

struct NoteEditor: View {
    @State private var text = ""

    var body: some View {
        TextEditor(text: $text)
            .font(.body)
    }
}

struct DraftEditor: View {
    @State private var text = ""

    var body: some View {
        VStack {
            TextEditor(text: $text)
            Button("Done") { }
        }
    }
}

struct InfoCard: View {
    var body: some View {
        Text("Synced a minute ago")
        Button("Close") { }
    }
}
