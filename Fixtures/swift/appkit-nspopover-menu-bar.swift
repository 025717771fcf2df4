// A menu bar app's NSPopovers, in the shapes such apps write them: a local popover set up in
// `applicationDidFinishLaunching` and then kept in a property (`self.popover = popover`, or bare
// `popover = menu`) that an action shows; SwiftUI content hosted through names
// (`let contentView = …`, `NSHostingController(rootView: contentView)`), or by an
// `NSHostingView` made the content controller's view.
// The status popover is transient (a click outside closes it), so its Close button is noise. The
// timer popover does not close on a click outside (`.applicationDefined`) and its content holds no
// button: people cannot leave it.
// Right beside them, silent: a transient popover whose content has no Close button, an
// application-defined one with a Done button, one whose content view is not a SwiftUI view, a
// property given a popover made by a function (what it sets up is not read), and properties that
// may hold either of two popovers (two locals given to one, or a local given to one that makes its
// own): each is read with what is set on it by its own name only.
// expect: popover-close-button 190:20
// expect: popover-close-button 68:28
import AppKit
import SwiftUI

final class StatusAppDelegate: NSObject, NSApplicationDelegate {
    var popover: NSPopover!
    var statusItem: NSStatusItem!

    func applicationDidFinishLaunching(_ notification: Notification) {
        let contentView = StatusMenuView()
        let popover = NSPopover()
        popover.contentSize = NSSize(width: 320, height: 400)
        popover.behavior = .transient
        popover.contentViewController = NSHostingController(rootView: contentView)
        self.popover = popover
        statusItem = NSStatusBar.system.statusItem(withLength: NSStatusItem.variableLength)
        statusItem.button?.action = #selector(togglePopover(_:))
    }

    @objc func togglePopover(_ sender: AnyObject?) {
        guard let button = statusItem.button else { return }
        if popover.isShown {
            popover.performClose(sender)
        } else {
            popover.show(relativeTo: button.bounds, of: button, preferredEdge: NSRectEdge.minY)
        }
    }
}

final class QuietAppDelegate: NSObject, NSApplicationDelegate {
    private var popover: NSPopover?
    private var statusItem: NSStatusItem?

    func applicationDidFinishLaunching(_ notification: Notification) {
        let menu = NSPopover()
        menu.behavior = .transient
        let hosting = NSHostingController(rootView: QuietMenuView())
        menu.contentViewController = hosting
        popover = menu
        statusItem = NSStatusBar.system.statusItem(withLength: NSStatusItem.squareLength)
    }

    @objc func showMenu(_ sender: NSStatusBarButton) {
        popover?.show(relativeTo: sender.bounds, of: sender, preferredEdge: .minY)
    }
}

final class TimerAppDelegate: NSObject, NSApplicationDelegate {
    private var popover = NSPopover()
    private var statusBarItem: NSStatusItem?

    func applicationDidFinishLaunching(_ notification: Notification) {
        let view = TimerView()
        popover.behavior = .applicationDefined
        popover.contentViewController = NSViewController()
        popover.contentViewController?.view = NSHostingView(rootView: view)
        statusBarItem = NSStatusBar.system.statusItem(withLength: 32)
    }

    @objc func showPopover(_ sender: AnyObject?) {
        if let button = statusBarItem?.button {
            popover.show(relativeTo: button.bounds, of: button, preferredEdge: NSRectEdge.minY)
        }
    }
}

final class DraftAppDelegate: NSObject, NSApplicationDelegate {
    private var popover = NSPopover()
    private var statusBarItem: NSStatusItem?

    func applicationDidFinishLaunching(_ notification: Notification) {
        popover.behavior = .applicationDefined
        popover.contentViewController = NSViewController()
        self.popover.contentViewController?.view = NSHostingView(rootView: DraftNoteView())
    }

    @objc func showPopover(_ sender: AnyObject?) {
        if let button = statusBarItem?.button {
            popover.show(relativeTo: button.bounds, of: button, preferredEdge: .minY)
        }
    }
}

final class PlainViewAppDelegate: NSObject, NSApplicationDelegate {
    private var popover = NSPopover()
    private var statusBarItem: NSStatusItem?

    func applicationDidFinishLaunching(_ notification: Notification) {
        popover.behavior = .applicationDefined
        popover.contentViewController = NSViewController()
        popover.contentViewController?.view = NSView(frame: NSRect(x: 0, y: 0, width: 200, height: 120))
    }

    @objc func showPopover(_ sender: AnyObject?) {
        if let button = statusBarItem?.button {
            popover.show(relativeTo: button.bounds, of: button, preferredEdge: .minY)
        }
    }
}

final class FactoryAppDelegate: NSObject, NSApplicationDelegate {
    var popover: NSPopover!
    private var statusBarItem: NSStatusItem?

    func applicationDidFinishLaunching(_ notification: Notification) {
        let made = PopoverFactory.make()
        self.popover = made
    }

    @objc func showPopover(_ sender: AnyObject?) {
        if let button = statusBarItem?.button {
            popover.show(relativeTo: button.bounds, of: button, preferredEdge: .minY)
        }
    }
}

/// Given one of two popovers: which one the action shows is not known.
final class TwoMenusAppDelegate: NSObject, NSApplicationDelegate {
    var popover: NSPopover!
    private var statusBarItem: NSStatusItem?

    func useTimer() {
        let timer = NSPopover()
        timer.contentViewController = NSHostingController(rootView: TimerView())
        popover = timer
    }

    func useStatusMenu() {
        let status = NSPopover()
        status.behavior = .transient
        status.contentViewController = NSHostingController(rootView: InboxMenuView())
        popover = status
    }

    @objc func showPopover(_ sender: AnyObject?) {
        if let button = statusBarItem?.button {
            popover.show(relativeTo: button.bounds, of: button, preferredEdge: .minY)
        }
    }
}

/// Made with the property, and replaced by a local later: shown either way.
final class ReplacedMenuAppDelegate: NSObject, NSApplicationDelegate {
    private var popover = NSPopover()
    private var statusBarItem: NSStatusItem?

    func applicationDidFinishLaunching(_ notification: Notification) {
        popover.contentViewController = NSHostingController(rootView: OutboxMenuView())
    }

    func reset() {
        let fresh = NSPopover()
        fresh.behavior = .transient
        popover = fresh
    }

    @objc func showPopover(_ sender: AnyObject?) {
        if let button = statusBarItem?.button {
            popover.show(relativeTo: button.bounds, of: button, preferredEdge: .minY)
        }
    }
}

enum PopoverFactory {
    static func make() -> NSPopover {
        let popover = NSPopover()
        popover.contentViewController = NSHostingController(rootView: StatusMenuView())
        return popover
    }
}

struct StatusMenuView: View {
    var body: some View {
        VStack {
            Text("3 new messages")
            Button("Close") { NSApp.keyWindow?.close() }
        }
    }
}

struct InboxMenuView: View {
    var body: some View {
        VStack {
            Text("Inbox")
            Button("Close") { NSApp.keyWindow?.close() }
        }
    }
}

struct OutboxMenuView: View {
    var body: some View {
        VStack {
            Text("Outbox")
            Button("Close") { NSApp.keyWindow?.close() }
        }
    }
}

struct QuietMenuView: View {
    var body: some View {
        VStack {
            Text("All caught up")
            Button("Quit") { NSApp.terminate(nil) }
        }
    }
}

struct TimerView: View {
    var body: some View {
        Text("25:00")
            .font(.largeTitle)
    }
}

struct DraftNoteView: View {
    @State private var text = ""

    var body: some View {
        VStack {
            TextEditor(text: $text)
            Button("Done") { }
        }
    }
}
