import UIKit

final class EditorViewController: UIViewController {
    @IBAction private func chooseFont(_ sender: UIButton) {
        let picker = FontPickerController(style: .insetGrouped)
        present(picker, animated: true)
    }
}
