import UIKit

extension FontPickerController: UIAdaptivePresentationControllerDelegate {
    func configurePopover() {
        modalPresentationStyle = .popover
        popoverPresentationController?.delegate = self
    }

    func configurePopover(animated: Bool = true) {
        modalPresentationStyle = .formSheet
    }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
    }
}
