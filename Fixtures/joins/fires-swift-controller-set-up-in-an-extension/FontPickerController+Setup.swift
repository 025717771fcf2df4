import UIKit

extension FontPickerController: UIAdaptivePresentationControllerDelegate {
    func configurePopover() {
        modalPresentationStyle = UIModalPresentationStyle.popover
        preferredContentSize = CGSize(width: 300, height: 400)
        if let popoverPresentationController = popoverPresentationController {
            popoverPresentationController.delegate = self
        }
    }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        if UIDevice.current.userInterfaceIdiom == .pad {
            return .none
        }
        return .none
    }
}
