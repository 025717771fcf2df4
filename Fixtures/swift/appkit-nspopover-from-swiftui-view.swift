// A SwiftUI view's own code that shows an `NSPopover` (from a button's action) is read as any
// NSPopover, for macOS. The pin card neither closes on a click outside nor holds a button to close
// it. Its twins close on a click outside (`NSPopover.Behavior.transient`), or hold a Done button.
// expect: popover-close-button 22:28
import SwiftUI

#if os(macOS)
import AppKit

struct PinboardToolbar: View {
    var body: some View {
        HStack {
            Button("Pin") { showPin() }
            Button("Tip") { self.showTip() }
            Button("Rename") { showRename() }
        }
    }

    private func showPin() {
        guard let anchor = NSApp.keyWindow?.contentView else { return }
        let pinCard = NSPopover()
        pinCard.behavior = .applicationDefined
        pinCard.contentViewController = NSHostingController(rootView: Text("Pinned 3 notes"))
        pinCard.show(relativeTo: anchor.bounds, of: anchor, preferredEdge: .maxY)
    }

    private func showTip() {
        guard let anchor = NSApp.keyWindow?.contentView else { return }
        let tip = NSPopover()
        tip.behavior = NSPopover.Behavior.transient
        tip.contentViewController = NSHostingController(rootView: Text("Drag a note to pin it"))
        tip.show(relativeTo: anchor.bounds, of: anchor, preferredEdge: .minX)
    }

    private func showRename() {
        guard let anchor = NSApp.keyWindow?.contentView else { return }
        let rename = NSPopover()
        rename.behavior = .applicationDefined
        rename.contentViewController = NSHostingController(rootView: RenameCard())
        rename.show(relativeTo: anchor.bounds, of: anchor, preferredEdge: .maxY)
    }
}

struct RenameCard: View {
    @State private var name = ""

    var body: some View {
        VStack {
            TextField("Name", text: $name)
            Button("Done") {}
        }
    }
}
#endif
