// A delegate that returns `.none` from adaptivePresentationStyle keeps the popover a popover in
// a compact width (an iPhone, a narrow split view).
// expect: popover-in-compact 23:16
import UIKit

final class CalendarViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    @IBOutlet private weak var dateButton: UIButton!

    @IBAction private func showDatePicker(_ sender: UIButton) {
        let picker = DatePickerViewController()
        picker.modalPresentationStyle = .popover
        picker.preferredContentSize = CGSize(width: 320, height: 260)
        guard let popover = picker.popoverPresentationController else { return }
        popover.sourceView = dateButton
        popover.sourceRect = dateButton.bounds
        popover.permittedArrowDirections = .up
        popover.delegate = self
        present(picker, animated: true)
    }

    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        return .none
    }

    // The one-argument form decides too; both return `.none` here.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
    }
}

final class DatePickerViewController: UIViewController {
    private let picker = UIDatePicker()
}
