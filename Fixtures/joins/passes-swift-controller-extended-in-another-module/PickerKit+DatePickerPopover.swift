import UIKit
import PickerKit

// Extends PickerKit's own DatePickerPopover, which may not be the class of this app.
extension PickerKit.DatePickerPopover: UIPopoverPresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .none
    }

    func prepareAnchor(_ view: UIView) {
        popoverPresentationController?.sourceView = view
    }
}
