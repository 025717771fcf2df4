// A menu bar app shows its popover from the status item's button. That button fills the status
// item's window from its origin, so its `frame` is its `bounds` and the arrow points at it,
// whichever the code writes: through `guard let`, `if let`, a `let`, or the action's
// `NSStatusBarButton` parameter. Another view's `frame` with that view as `of:` still puts the
// arrow beside the view.
// expect: popover-arrow 66:40
import AppKit
import SwiftUI

struct TimerSummary: View {
    var body: some View {
        Text("25 minutes left")
            .padding()
    }
}

final class MenuBarController: NSObject {
    private let statusItem = NSStatusBar.system.statusItem(withLength: NSStatusItem.variableLength)
    private let popover = NSPopover()

    override init() {
        super.init()
        popover.behavior = .transient
        popover.contentViewController = NSHostingController(rootView: TimerSummary())
        statusItem.button?.action = #selector(toggle(_:))
        statusItem.button?.target = self
    }

    @objc private func toggle(_ sender: NSStatusBarButton) {
        popover.show(relativeTo: sender.frame, of: sender, preferredEdge: .minY)
    }
}

final class SummaryStatusItem: NSObject {
    private let statusItem = NSStatusBar.system.statusItem(withLength: NSStatusItem.squareLength)
    private let summary = NSPopover()

    func showSummary() {
        summary.behavior = .transient
        summary.contentViewController = NSHostingController(rootView: TimerSummary())
        guard let button = statusItem.button else { return }
        summary.show(relativeTo: button.frame, of: button, preferredEdge: .minY)
    }
}

final class PresetsStatusItem: NSObject {
    private var statusItem: NSStatusItem?
    private let presets = NSPopover()

    func showPresets() {
        presets.behavior = .transient
        presets.contentViewController = NSHostingController(rootView: TimerSummary())
        if let itemButton = self.statusItem?.button {
            presets.show(relativeTo: itemButton.frame, of: itemButton, preferredEdge: .minY)
        }
    }
}

final class TimerViewController: NSViewController {
    @IBOutlet private weak var startButton: NSButton!
    private let popover = NSPopover()

    @IBAction private func showPresets(_ sender: NSButton) {
        popover.behavior = .transient
        popover.contentViewController = NSHostingController(rootView: TimerSummary())
        popover.show(relativeTo: sender.frame, of: sender, preferredEdge: .maxY)
    }
}
