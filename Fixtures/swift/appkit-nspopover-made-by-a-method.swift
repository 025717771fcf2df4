// An `NSPopover` a method of the type makes and returns (`cached ?? makePopover()`, or the call
// alone) is the popover the code shows: `higlint popovers` lists each, with what the method sets on
// it unknown. Nothing here is against the guideline.
// expect: nothing
import AppKit

final class ResultHUD {
    private var popover: NSPopover?

    func show(from button: NSButton) {
        let shown = popover ?? makePopover()
        shown.show(relativeTo: button.bounds, of: button, preferredEdge: .minY)
        popover = shown
    }

    func showDetails(from button: NSButton) {
        let details = makePopover()
        details.show(relativeTo: button.bounds, of: button, preferredEdge: .maxX)
    }

    private func makePopover() -> NSPopover {
        let made = NSPopover()
        made.behavior = .transient
        return made
    }
}
