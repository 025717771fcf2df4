import UIKit

final class CanvasViewController: UIViewController {
    @IBAction private func pickColor(_ sender: UIButton) {
        present(ColorWellController(anchoredTo: sender), animated: true)
    }

    @IBAction private func pickDate(_ sender: UIButton) {
        let picker = DatePickerPopover()
        picker.anchor(to: sender)
        present(picker, animated: true)
    }
}
