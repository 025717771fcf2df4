import UIKit

// The app's popover delegate: a sheet in a compact width, and every popover anchored to the
// view that its presenter names when it does not anchor it itself.
final class SheetOnPhoneDelegate: NSObject, UIPopoverPresentationControllerDelegate {
    static let shared = SheetOnPhoneDelegate()
    weak var anchor: UIView?

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .formSheet
    }

    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
        if popoverPresentationController.sourceView == nil {
            popoverPresentationController.sourceView = anchor
        }
    }
}
