import UIKit

// Presents the color picker, which makes itself a popover in its own file.
final class CanvasViewController: UIViewController {
    @IBOutlet private weak var colorButton: UIButton!

    @IBAction private func pickColor(_ sender: UIButton) {
        let picker = ColorPickerController()
        picker.popoverPresentationController?.sourceView = colorButton
        present(picker, animated: true)
    }
}
