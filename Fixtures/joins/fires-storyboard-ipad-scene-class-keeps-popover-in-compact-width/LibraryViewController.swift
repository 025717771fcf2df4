import UIKit

// The Library scene's class (customClass in Library.storyboard, last previewed on an iPad): it
// makes itself the delegate of the sort popover and keeps it a popover in a compact width, which
// an iPad app has too, in Split View and Slide Over.
final class LibraryViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let popover = segue.destination.popoverPresentationController {
            popover.delegate = self
        }
    }

    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        return .none
    }
}
