// An NSPopover shown relative to a view's `frame` with the view itself as `of:`: the frame is
// where the view sits in its superview, in the superview's coordinates, but AppKit reads the
// rectangle in the coordinates of the `of:` view, so the arrow points beside the view, not at it.
// The view's `bounds`, and a frame given with the view it sits in, point the arrow at the view.
// A controller presented with `present(_:asPopoverRelativeTo:…)` (`presentViewController` in
// Swift 3 and earlier) is read alike.
// expect: popover-arrow 18:40
// expect: popover-arrow 38:69
import AppKit

final class BuildViewController: NSViewController {
    @IBOutlet private weak var commitButton: NSButton!

    @IBAction private func showSymbols(_ sender: NSButton) {
        let popover = NSPopover()
        popover.behavior = .transient
        popover.contentViewController = SymbolsViewController()
        popover.show(relativeTo: sender.frame, of: sender, preferredEdge: .maxY)
    }

    @IBAction private func showChanges(_ sender: NSButton) {
        let popover = NSPopover()
        popover.behavior = .transient
        popover.contentViewController = SymbolsViewController()
        popover.show(relativeTo: sender.bounds, of: sender, preferredEdge: .maxY)
    }

    @IBAction private func showCommit(_ sender: Any) {
        let popover = NSPopover()
        popover.behavior = .semitransient
        popover.contentViewController = SymbolsViewController()
        popover.show(relativeTo: commitButton.frame, of: view, preferredEdge: .minY)
    }

    @IBAction private func showDownloads(_ sender: NSButton) {
        let downloads = DownloadsViewController()
        downloads.preferredContentSize = CGSize(width: 300, height: 240)
        presentViewController(downloads, asPopoverRelativeTo: sender.frame, of: sender, preferredEdge: .maxY, behavior: .transient)
    }

    @IBAction private func showHistory(_ sender: NSButton) {
        present(DownloadsViewController(), asPopoverRelativeTo: sender.bounds, of: sender, preferredEdge: .minY, behavior: .transient)
    }
}

final class SymbolsViewController: NSViewController {}
final class DownloadsViewController: NSViewController {}
