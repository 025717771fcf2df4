import UIKit

// Presents the date picker, which makes itself a popover in its own file: the anchor set here
// and the picker's own setup are one popover.
final class EventViewController: UIViewController {
    @IBOutlet private weak var dateButton: UIButton!

    @IBAction private func pickDate(_ sender: UIButton) {
        let picker = DatePickerPopover(date: Date())
        if let popover = picker.popoverPresentationController {
            popover.sourceView = self.dateButton
            popover.sourceRect = self.dateButton.bounds
        }
        self.present(picker, animated: true)
    }
}
