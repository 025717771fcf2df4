import UIKit

// The Library scene's class: of its two popover segues, prepare(for:sender:) makes itself the
// delegate of the one named showSortOptions, whose popover then stays a popover on iPhone.
final class LibraryViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier {
        case "showSortOptions":
            segue.destination.popoverPresentationController?.delegate = self
        default:
            break
        }
    }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
    }
}
