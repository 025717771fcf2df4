import UIKit

// The Library scene's class: its scene has two popover segues, and prepare(for:sender:) does not
// say which it sets up, so neither is joined to what the delegate returns.
final class LibraryViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        segue.destination.popoverPresentationController?.delegate = self
    }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
    }
}
