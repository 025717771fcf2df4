import UIKit

// Keeps itself a popover in a compact width when it is its popover's delegate, which its
// presenter makes it.
final class ShapesViewController: UIViewController {}

extension ShapesViewController: UIPopoverPresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        UIModalPresentationStyle.none
    }
}
