// Arrows and a size the code picks at run time give no source: on iPad this share sheet has
// nothing to point at.
// expect: popover-no-source 15:9
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
}
