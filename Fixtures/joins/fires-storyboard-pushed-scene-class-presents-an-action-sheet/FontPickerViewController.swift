import UIKit

// The storyboard pushes this scene (a show segue), where the width is regular on iPad: the action
// sheet it presents is a popover there, and UIKit raises an exception when it has no source.
final class FontPickerViewController: UIViewController {
    @IBAction private func resetFonts(_ sender: UIButton) {
        let confirm = UIAlertController(title: "Reset fonts?", message: nil, preferredStyle: .actionSheet)
        confirm.addAction(UIAlertAction(title: "Reset", style: .destructive))
        confirm.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(confirm, animated: true)
    }
}
