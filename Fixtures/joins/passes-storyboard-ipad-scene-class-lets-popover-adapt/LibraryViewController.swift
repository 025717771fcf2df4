import UIKit

// The Library scene's class (customClass in Library.storyboard, last previewed on an iPad): the
// sort popover becomes a form sheet in a compact width.
final class LibraryViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        segue.destination.popoverPresentationController?.delegate = self
    }

    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        return .formSheet
    }
}
