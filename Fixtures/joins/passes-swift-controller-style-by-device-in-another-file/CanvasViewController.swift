import UIKit

// Presents the inspector and the palette, which pick their own styles in their own files.
final class CanvasViewController: UIViewController {
    @IBOutlet private weak var inspectorItem: UIBarButtonItem!
    @IBOutlet private weak var paletteItem: UIBarButtonItem!

    @IBAction private func showInspector(_ sender: Any) {
        let inspector = InspectorViewController()
        inspector.popoverPresentationController?.barButtonItem = inspectorItem
        present(inspector, animated: true)
    }

    @IBAction private func showPalette(_ sender: Any) {
        let palette = PalettePopoverController()
        palette.popoverPresentationController?.barButtonItem = paletteItem
        present(palette, animated: true)
    }
}
