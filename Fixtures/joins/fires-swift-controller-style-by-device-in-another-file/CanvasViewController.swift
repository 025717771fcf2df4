import UIKit

// Presents the layers panel, which picks its own style in its own file.
final class CanvasViewController: UIViewController {
    @IBOutlet private weak var layersItem: UIBarButtonItem!

    @IBAction private func showLayers(_ sender: Any) {
        let layers = LayersPopoverController()
        if let popover = layers.popoverPresentationController {
            popover.barButtonItem = self.layersItem
        }
        present(layers, animated: true)
    }
}
