// A subclass of `NSPopover` that sets itself up and shows itself from a status bar button is a
// popover: its behavior, size and SwiftUI content are the ones its own code sets. The first stays
// open at a click outside and holds no button to close it; the second closes at a click outside.
// expect: popover-close-button 13:20
import AppKit
import SwiftUI

final class SettingsPopover: NSPopover {
    override init() {
        super.init()
        contentSize = NSSize(width: 320, height: 240)
        contentViewController = NSHostingController(rootView: SettingsPanel())
        behavior = .applicationDefined
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func show(from button: NSStatusBarButton) {
        show(relativeTo: button.bounds, of: button, preferredEdge: .minY)
    }
}

final class HistoryPopover: NSPopover {
    override init() {
        super.init()
        self.behavior = .transient
        self.contentViewController = NSHostingController(rootView: Text("Last sync: today"))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func toggle(from button: NSStatusBarButton) {
        if isShown { close() } else { self.show(relativeTo: button.bounds, of: button, preferredEdge: .minY) }
    }
}

struct SettingsPanel: View {
    @State private var launchesAtLogin = false

    var body: some View {
        Toggle("Launch at login", isOn: $launchesAtLogin)
            .padding()
    }
}
