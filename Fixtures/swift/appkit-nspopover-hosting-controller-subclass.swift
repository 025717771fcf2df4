// An NSPopover's content made by the app's own subclass of `NSHostingController` (one that makes
// its window key when it appears) shows the SwiftUI view given to `rootView:`, read as the
// popover's content: the recents popover is transient (a click outside closes it), so the Close
// button in its list is noise. The pinned popover's content, made the same way, has none.
// expect: popover-close-button 25:20
import AppKit
import SwiftUI

private final class KeyWindowHostingController<Root: View>: NSHostingController<Root> {
    override func viewDidAppear() {
        super.viewDidAppear()
        view.window?.makeKey()
    }
}

private struct RecentProjects: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading) {
            Text("Recent Projects")
            ForEach(["Atlas", "Beacon"], id: \.self) { name in
                Text(name)
            }
            Button("Close") { dismiss() }
        }
        .padding()
    }
}

private struct PinnedProjects: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Pinned")
            Text("Atlas")
        }
        .padding()
    }
}

final class ProjectsToolbarController: NSViewController {
    private let recents = NSPopover()
    private let pinned = NSPopover()

    override func viewDidLoad() {
        super.viewDidLoad()
        recents.behavior = .transient
        recents.contentViewController = KeyWindowHostingController(rootView: RecentProjects())
        pinned.behavior = .transient
        pinned.contentViewController = KeyWindowHostingController(rootView: PinnedProjects())
    }

    @IBAction func showRecents(_ sender: NSButton) {
        recents.show(relativeTo: sender.bounds, of: sender, preferredEdge: .minY)
    }

    @IBAction func showPinned(_ sender: NSButton) {
        pinned.show(relativeTo: sender.bounds, of: sender, preferredEdge: .minY)
    }
}
