import UIKit

// The identifier bound first, then switched over: the delegate that keeps a popover on iPhone is
// given only to the showDetails segue, which is no popover (neither popover segue is touched).
final class LibraryViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let identifier = segue.identifier else { return }
        switch identifier {
        case "showDetails":
            segue.destination.popoverPresentationController?.delegate = self
        default:
            break
        }
    }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
    }
}
