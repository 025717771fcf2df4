import UIKit

// The Library scene's class is the sort popover's delegate, and keeps it a popover only when the
// scene is short (an iPhone in landscape): whether a compact width shows a popover depends on the
// trait collection, so nothing is reported and `higlint popovers` lists its compact width as
// unknown. The filter popover is given no delegate: it adapts to a sheet.
final class LibraryViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showSortOptions" {
            segue.destination.popoverPresentationController?.delegate = self
        }
    }

    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        if traitCollection.verticalSizeClass == .compact {
            return .none
        }
        return .formSheet
    }
}
