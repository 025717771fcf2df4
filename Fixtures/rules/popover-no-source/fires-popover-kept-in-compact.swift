// A popover made in code with no anchor: on iPad, and on iPhone too, where its delegate keeps
// it a popover, UIKit raises an exception when it presents it.
// expect: popover-no-source 13:9
// expect: popover-in-compact 17:16
import UIKit

final class NotesViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    @IBAction private func showFormat(_ sender: UIButton) {
        let format = FormatViewController()
        format.modalPresentationStyle = UIModalPresentationStyle.popover
        format.popoverPresentationController?.delegate = self
        format.popoverPresentationController?.permittedArrowDirections = .up
        present(format, animated: true)
    }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        return .none
    }
}

final class FormatViewController: UIViewController {}
