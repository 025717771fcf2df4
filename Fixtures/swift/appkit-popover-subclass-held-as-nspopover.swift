// A menu-bar app keeps its popover in a property typed `NSPopover`, made by a subclass of its own
// (`let popover: NSPopover = MenuPopover()`); showing it from the status item makes a popover,
// sized in code, whose SwiftUI content names the popover in its copy.
// expect: popover-word-in-copy 42:18
import AppKit
import SwiftUI

final class MenuPopover: NSPopover {
    override init() {
        super.init()
        behavior = .transient
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

final class StatusController: NSObject {
    let popover: NSPopover = MenuPopover()
    private let statusItem = NSStatusBar.system.statusItem(withLength: NSStatusItem.variableLength)

    func setUp() {
        popover.contentViewController = NSHostingController(rootView: StatusView())
        popover.contentSize = NSSize(width: 320, height: 240)
    }

    @objc func toggle(_ sender: Any?) {
        guard let button = statusItem.button else { return }
        if popover.isShown {
            popover.performClose(sender)
        } else {
            popover.show(relativeTo: button.bounds, of: button, preferredEdge: .minY)
        }
    }
}

struct StatusView: View {
    var body: some View {
        VStack {
            Text("Today")
            Text("Pin this popover to keep it open")
        }
    }
}
