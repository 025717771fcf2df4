// A controller presented as a popover (`present(_:asPopoverRelativeTo:of:preferredEdge:behavior:)`)
// is sized by its preferred content size, set just before: the popover AppKit makes takes it, as
// `higlint popovers` lists (280×180, 1800×1200). Whether a size is too big for the screen needs
// the screen's size, which a Swift file does not give (a configured `viewport` does).
// expect: nothing
import AppKit

final class ChartViewController: NSViewController {
    let legend = LegendViewController()

    @IBAction func showLegend(_ sender: NSButton) {
        legend.preferredContentSize = CGSize(width: 280, height: 180)
        present(legend, asPopoverRelativeTo: sender.bounds, of: sender, preferredEdge: .maxY, behavior: .transient)
    }
}

final class SheetListViewController: NSViewController {
    @IBAction func editSheet(_ sender: NSButton) {
        let editor = EditorViewController()
        editor.preferredContentSize = NSSize(width: 1800, height: 1200)
        self.present(editor, asPopoverRelativeTo: sender.bounds, of: sender, preferredEdge: .minY, behavior: .semitransient)
    }
}

final class LegendViewController: NSViewController {}
final class EditorViewController: NSViewController {}
