import AppKit
import SwiftUI

// A view controller shows a SwiftUI view of another file as a popover: AppKit makes the popover
// of the hosting controller it presents.
final class EditorController: NSViewController {
    @IBAction func showCharacterInfo(_ sender: NSButton) {
        let info = CharacterInfoView(character: "é")
        let hosting = NSHostingController(rootView: info)
        present(hosting, asPopoverRelativeTo: sender.bounds, of: sender, preferredEdge: .minY, behavior: .transient)
    }
}
