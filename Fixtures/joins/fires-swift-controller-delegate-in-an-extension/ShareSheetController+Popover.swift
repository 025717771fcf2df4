import UIKit

#if os(iOS)
// Keeps the share sheet a popover in a compact width.
extension ShareSheetController: UIPopoverPresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .none
    }
}
#endif
