import UIKit

// The identifier bound first, then switched over: only the showSortOptions popover is given the
// delegate that keeps it a popover on iPhone.
final class LibraryViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let identifier = segue.identifier else { return }
        switch identifier {
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
