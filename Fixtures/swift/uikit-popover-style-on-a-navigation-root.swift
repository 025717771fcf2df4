// A popover style set on the controller that a navigation controller then wraps shows nothing: the
// navigation controller is what is presented, with its own style (a sheet), and the root's popover
// presentation controller is never used. So its delegate's `.none` keeps no popover in a compact
// width. The style set on the navigation controller itself makes the popover, as it should.
// expect: popover-no-source 30:9
import UIKit

final class SchedulePicker: UIViewController {}

final class HabitEditorViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    @IBOutlet private weak var scheduleButton: UIButton!

    @IBAction private func pickSchedule(_ sender: UIButton) {
        let picker = SchedulePicker()
        picker.modalPresentationStyle = .popover
        picker.popoverPresentationController?.delegate = self
        let navigation = UINavigationController(rootViewController: picker)
        present(navigation, animated: true)
    }

    @IBAction private func pickReminder(_ sender: UIButton) {
        let picker = SchedulePicker()
        picker.modalPresentationStyle = .popover
        present(UINavigationController(rootViewController: picker), animated: true)
    }

    @IBAction private func pickRepeat(_ sender: UIButton) {
        let navigation = UINavigationController(rootViewController: SchedulePicker())
        navigation.modalPresentationStyle = .popover
        present(navigation, animated: true)
    }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
    }
}
