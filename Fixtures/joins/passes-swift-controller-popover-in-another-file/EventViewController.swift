import UIKit

// Presents three controllers that make themselves popovers in their own files: the date picker
// adapts to a sheet in a compact width, the time picker anchors itself to the view it is given,
// and the zone picker is presented only on iPhone, where it is a sheet.
final class EventViewController: UIViewController {
    @IBOutlet private weak var dateButton: UIButton!
    @IBOutlet private weak var timeButton: UIButton!

    @IBAction private func pickDate(_ sender: UIButton) {
        let picker = DatePickerPopover()
        picker.popoverPresentationController?.sourceView = dateButton
        present(picker, animated: true)
    }

    @IBAction private func pickTime(_ sender: UIButton) {
        present(TimePickerPopover(anchor: timeButton), animated: true)
    }

    @IBAction private func pickZone(_ sender: UIButton) {
        if traitCollection.userInterfaceIdiom == .phone {
            present(ZonePickerPopover(), animated: true)
        }
    }
}
