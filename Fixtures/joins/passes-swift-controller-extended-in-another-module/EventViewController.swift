import UIKit

final class EventViewController: UIViewController {
    @IBAction private func pickDate(_ sender: UIButton) {
        let picker = DatePickerPopover()
        present(picker, animated: true)
    }
}
