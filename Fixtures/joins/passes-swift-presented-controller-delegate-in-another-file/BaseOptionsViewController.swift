import UIKit

// The app's base class for option panels: they become sheets in a compact width. UIKit calls
// this form in place of the one-argument one a subclass may add.
class BaseOptionsViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .formSheet
    }
}
