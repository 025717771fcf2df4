import UIKit

// The app's delegate for every popover it shows: it keeps a popover a popover on an iPhone too,
// where a popover of a whole list is cramped and a sheet is the better fit.
final class AlwaysPopoverDelegate: NSObject, UIPopoverPresentationControllerDelegate {
    static let shared = AlwaysPopoverDelegate()

    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .none
    }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
    }
}
