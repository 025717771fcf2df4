import UIKit

// The Library scene's class (customClass in Library.storyboard): it makes itself the delegate of
// the sort popover and keeps it a popover on iPhone, where the storyboard's canvas is compact.
final class LibraryViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        segue.destination.popoverPresentationController?.delegate = self
    }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
    }
}
