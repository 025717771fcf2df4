import UIKit

// The Library scene's class: its scene has two popover segues, and prepare(for:sender:) sets up
// one of them under a condition higlint does not read (which button was tapped), so neither is
// joined to what the delegate returns.
final class LibraryViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let button = sender as? UIButton, button.tag == 1 {
            segue.destination.popoverPresentationController?.delegate = self
        }
    }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
    }
}
