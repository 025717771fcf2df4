// Arrows the code picks at run time, and a title set by key-value coding, give no source: on iPad
// these have nothing to point at.
// expect: popover-no-source 17:9
// expect: popover-no-source 25:9
// expect: popover-no-source 36:35
import UIKit

final class BoardingPassViewController: UIViewController {
    private var isPad: Bool { traitCollection.horizontalSizeClass == .regular }

    @IBAction private func share(_ sender: Any) {
        let activity = UIActivityViewController(activityItems: [], applicationActivities: nil)
        activity.popoverPresentationController?.permittedArrowDirections = isPad ? .up : .any
        if let button = sender as? UIButton {
            activity.title = button.currentTitle
        }
        present(activity, animated: true)
    }

    // A title set by key-value coding is no source.
    func showSeatOptions() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.setValue(NSAttributedString(string: "Seat 14C"), forKey: "attributedTitle")
        sheet.addAction(UIAlertAction(title: "Change Seat", style: .default))
        present(sheet, animated: true)
    }
}

// A coordinator's own `presentingViewController` is the controller it presents from, not UIKit's
// presenter of a popover's content: what it presents is read.
final class BoardingCoordinator {
    weak var presentingViewController: UIViewController?

    func shareBoardingPass() {
        let activity = UIActivityViewController(activityItems: [], applicationActivities: nil)
        presentingViewController?.present(activity, animated: true)
    }
}
