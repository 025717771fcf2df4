import UIKit

// Both popovers are drawn at nearly the whole iPad screen in the storyboard, and prepare(for:sender:)
// gives each its own size by identifier before it shows: the storyboard's sizes are not what
// people see.
final class LibraryViewController: UIViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if (segue.identifier == "sort") {
            let controller = segue.destination
            controller.preferredContentSize = CGSize(width: 320, height: 240)
        } else if (segue.identifier == "filter") {
            let controller = segue.destination
            controller.preferredContentSize = CGSize(width: 360, height: 420)
        }
    }
}
