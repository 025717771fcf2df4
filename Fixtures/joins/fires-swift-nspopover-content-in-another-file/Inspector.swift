import AppKit
import SwiftUI

// An NSPopover shown from an action method, whose SwiftUI content is a view of another file: it
// does not close on a click outside and holds no button, so people cannot leave it.
final class InspectorController: NSViewController {
    @IBAction func showNote(_ sender: NSButton) {
        let note = NSPopover()
        note.behavior = .applicationDefined
        note.contentViewController = NSHostingController(rootView: NoteEditor())
        note.show(relativeTo: sender.bounds, of: sender, preferredEdge: .maxY)
    }
}
