import UIKit

// Makes each presented controller its own popover's delegate; their classes are in their own files.
final class CanvasViewController: UIViewController {
    @IBOutlet private weak var shapesButton: UIButton!
    @IBOutlet private weak var stylesButton: UIButton!

    @IBAction private func showShapes(_ sender: Any) {
        let shapes = ShapesViewController()
        shapes.modalPresentationStyle = .popover
        if let popover = shapes.popoverPresentationController {
            popover.sourceView = self.shapesButton
            popover.delegate = shapes
        }
        present(shapes, animated: true)
    }

    @IBAction private func showStyles(_ sender: Any) {
        let styles = TextStylesViewController()
        styles.modalPresentationStyle = .popover
        styles.popoverPresentationController?.sourceView = stylesButton
        styles.popoverPresentationController?.delegate = styles
        present(styles, animated: true)
    }
}
