import UIKit

// The Library scene's class hands its sort popover to a shared delegate object, whose class keeps
// every popover it is given a popover on iPhone.
final class LibraryViewController: UIViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showSortOptions" {
            segue.destination.popoverPresentationController?.delegate = KeepsPopovers.shared
        }
    }
}

final class KeepsPopovers: NSObject, UIPopoverPresentationControllerDelegate {
    static let shared = KeepsPopovers()

    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .none
    }
}
