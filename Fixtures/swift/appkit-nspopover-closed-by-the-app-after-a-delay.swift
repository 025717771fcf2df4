// Application-defined popovers that the app closes itself: a notice closed a few seconds after
// it shows (`performClose(_:)`), and a hover tip closed when the pointer leaves (`close()`).
// People need no button to leave them. (One that nothing in its file's code closes, holding
// only text, leaves people no way out: appkit-nspopover-in-code.swift and others.)
// expect: nothing
import AppKit
import SwiftUI

private struct NoticeText: View {
    let text: String
    var body: some View { Text(text).padding() }
}

final class NoticePresenter {
    private let bubble = NSPopover()

    init() {
        bubble.behavior = .applicationDefined
    }

    func flash(_ text: String, near anchor: NSView) {
        bubble.contentViewController = NSHostingController(rootView: NoticeText(text: text))
        bubble.show(relativeTo: anchor.bounds, of: anchor, preferredEdge: .minY)
        DispatchQueue.main.asyncAfter(deadline: .now() + 3) { [weak self] in
            self?.bubble.performClose(nil)
        }
    }
}

final class HoverTipView: NSView {
    private var tip: NSPopover?

    override func mouseEntered(with event: NSEvent) {
        let tip = NSPopover()
        tip.behavior = .applicationDefined
        tip.contentViewController = NSHostingController(rootView: NoticeText(text: "Drag to reorder"))
        tip.show(relativeTo: bounds, of: self, preferredEdge: .maxY)
        self.tip = tip
    }

    override func mouseExited(with event: NSEvent) {
        tip?.close()
        tip = nil
    }
}
