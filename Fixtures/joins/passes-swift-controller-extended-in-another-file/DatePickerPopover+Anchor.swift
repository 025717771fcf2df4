import UIKit

extension DatePickerPopover: UIPopoverPresentationControllerDelegate {
    func prepareForPopoverPresentation(_ popover: UIPopoverPresentationController) {
        popover.sourceView = presentingViewController?.view
        popover.sourceRect = CGRect(x: 20, y: 20, width: 1, height: 1)
    }
}
