import UIKit

// prepare(for:sender:) sizes the sort popover only: the filter popover keeps the storyboard's
// size, nearly the whole iPad screen.
final class LibraryViewController: UIViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if (segue.identifier == "sort") {
            segue.destination.preferredContentSize = CGSize(width: 320, height: 240)
        }
    }
}
