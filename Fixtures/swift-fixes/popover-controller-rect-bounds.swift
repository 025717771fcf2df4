// UIPopoverController's `present(from: v.frame, in: v, …)` reads the rectangle in `v`'s own
// coordinates: `v.bounds` is what the code meant. Written with `self.` or not, across lines, in
// an `if let`. Only `frame` changes; `from: v.bounds`, a subview's frame in its superview and a
// computed rectangle stay as they are.
// expect: popover-deprecated-api 19:22
// expect: popover-arrow 20:42
// expect: popover-deprecated-api 24:21
// expect: popover-arrow 25:46
// expect: popover-deprecated-api 30:24
// expect: popover-arrow 32:17
// expect: popover-deprecated-api 37:21
// expect: popover-deprecated-api 42:22
import UIKit

final class LegacyNotesViewController: UIViewController {
    @IBOutlet private weak var formatButton: UIButton!

    func showFormat() {
        let format = UIPopoverController(contentViewController: UIViewController())
        format.present(from: formatButton.frame, in: formatButton, permittedArrowDirections: .any, animated: true) // anchor
    }

    func showStyle() {
        let style = UIPopoverController(contentViewController: UIViewController())
        style.present(from: self.formatButton.frame, in: self.formatButton, permittedArrowDirections: .up, animated: true)
    }

    func showTags(_ sender: Any) {
        if let button = sender as? UIButton {
            let tags = UIPopoverController(contentViewController: UIViewController())
            tags.present(from: button
                .frame, in: button, permittedArrowDirections: .any, animated: true)
        }
    }

    func showFixed() {
        let fixed = UIPopoverController(contentViewController: UIViewController())
        fixed.present(from: formatButton.bounds, in: formatButton, permittedArrowDirections: .any, animated: true)
    }

    func showInRoot() {
        let inRoot = UIPopoverController(contentViewController: UIViewController())
        inRoot.present(from: formatButton.frame, in: view, permittedArrowDirections: .any, animated: true)
    }
}
