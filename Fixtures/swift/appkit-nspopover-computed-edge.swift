// An NSPopover shown from an edge the code computes (`edge(for: placement)`) has one arrow, on an
// edge that is not known: `higlint popovers` lists its arrow as unknown, not as any edge. Beside
// it, a literal edge gives that edge's arrow.
// expect: nothing
import AppKit

final class LayersViewController: NSViewController {
    enum Placement { case leading, below }

    private let layers = NSPopover()
    private let blending = NSPopover()
    var placement = Placement.below

    @IBAction func showLayers(_ sender: NSButton) {
        layers.behavior = .transient
        layers.contentViewController = NSViewController()
        layers.show(relativeTo: sender.bounds, of: sender, preferredEdge: edge(for: placement))
    }

    @IBAction func showBlending(_ sender: NSButton) {
        blending.behavior = .transient
        blending.contentViewController = NSViewController()
        blending.show(relativeTo: sender.bounds, of: sender, preferredEdge: .maxX)
    }

    private func edge(for placement: Placement) -> NSRectEdge {
        placement == .leading ? .minX : .minY
    }
}
