import UIKit

final class MessageViewController: UIViewController {
    @IBAction private func react(_ sender: UIButton) {
        let picker = ReactionPickerController()
        present(picker, animated: true)
    }

    @IBAction private func label(_ sender: UIButton) {
        let picker = LabelPickerController()
        picker.popoverPresentationController?.sourceView = sender
        present(picker, animated: true)
    }
}
