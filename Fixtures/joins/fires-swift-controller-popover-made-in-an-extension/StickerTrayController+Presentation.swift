import UIKit

extension StickerTrayController: UIPopoverPresentationControllerDelegate {
    func setUpPresentation() {
        self.modalPresentationStyle = .popover
        self.popoverPresentationController?.delegate = self
    }

    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        return UIModalPresentationStyle.none
    }
}
