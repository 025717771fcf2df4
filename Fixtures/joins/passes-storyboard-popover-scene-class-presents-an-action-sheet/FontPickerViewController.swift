import UIKit

// The storyboard's popover segue shows this scene: the action sheet it presents from itself, its
// popover presentation controller left alone, is shown inside the popover and needs no source.
final class FontPickerViewController: UIViewController {
    @IBAction private func resetFonts(_ sender: UIButton) {
        let confirm = UIAlertController(title: "Reset fonts?", message: nil, preferredStyle: .actionSheet)
        confirm.addAction(UIAlertAction(title: "Reset", style: .destructive))
        confirm.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(confirm, animated: true)
    }
}
