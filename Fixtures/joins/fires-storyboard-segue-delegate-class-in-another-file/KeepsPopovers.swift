import UIKit

/// Keeps a popover a popover on iPhone too.
final class KeepsPopovers: NSObject, UIPopoverPresentationControllerDelegate {
    static let shared = KeepsPopovers()

    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .none
    }
}
