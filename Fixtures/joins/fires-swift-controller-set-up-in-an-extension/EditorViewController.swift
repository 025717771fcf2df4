import UIKit

// Presents the font picker, which its setup makes a popover, without anchoring it anywhere.
final class EditorViewController: UIViewController {
    @IBAction private func chooseFont(_ sender: UIButton) {
        let picker = FontPickerController(style: .insetGrouped)
        present(picker, animated: true)
    }
}
