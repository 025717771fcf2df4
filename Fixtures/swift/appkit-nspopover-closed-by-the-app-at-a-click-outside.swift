// A menu bar app's popover whose behavior is application-defined, closed by the app's own mouse
// monitor at any click outside it (`NSEvent.addGlobalMonitorForEvents(matching: .leftMouseDown)`):
// it closes as a transient popover does, so it needs no button to be left. Whether it does is
// the monitor's code, which is not read: the popover is not said to trap people.
// expect: nothing
import AppKit
import SwiftUI

struct UsageSummaryView: View {
    let minutes: Int

    var body: some View {
        VStack(alignment: .leading) {
            Text("Today")
            Text("\(minutes) minutes focused")
        }
        .padding()
    }
}

final class StatusItemController: NSObject {
    private let statusItem = NSStatusBar.system.statusItem(withLength: NSStatusItem.variableLength)
    private let popover = NSPopover()
    private var clickMonitor: Any?

    override init() {
        super.init()
        popover.behavior = .applicationDefined
        popover.contentSize = NSSize(width: 280, height: 160)
        popover.contentViewController = NSHostingController(rootView: UsageSummaryView(minutes: 42))
        statusItem.button?.target = self
        statusItem.button?.action = #selector(toggle(_:))
    }

    @objc private func toggle(_ sender: NSStatusBarButton) {
        if popover.isShown { close() } else { open(from: sender) }
    }

    private func open(from button: NSStatusBarButton) {
        popover.show(relativeTo: button.bounds, of: button, preferredEdge: .minY)
        clickMonitor = NSEvent.addGlobalMonitorForEvents(matching: [.leftMouseDown, .rightMouseDown]) { [weak self] _ in
            self?.close()
        }
    }

    private func close() {
        popover.performClose(nil)
        if let clickMonitor { NSEvent.removeMonitor(clickMonitor) }
        clickMonitor = nil
    }
}
