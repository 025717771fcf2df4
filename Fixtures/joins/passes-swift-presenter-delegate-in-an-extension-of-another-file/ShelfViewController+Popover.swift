import UIKit

extension ShelfViewController: UIPopoverPresentationControllerDelegate {
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
        popoverPresentationController.sourceView = filterButton
        popoverPresentationController.sourceRect = filterButton.bounds
    }
}
