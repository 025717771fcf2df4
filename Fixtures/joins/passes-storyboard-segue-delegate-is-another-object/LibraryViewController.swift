import UIKit

// Delegate objects that let the popovers adapt, or whose class is not sure: the sort popover's
// delegate is a property typed with a protocol (any object may be there), the share popover's an
// object whose class lets it become a sheet.
final class LibraryViewController: UIViewController {
    var sortDelegate: UIPopoverPresentationControllerDelegate?
    private let shareDelegate = AdaptsPopovers()

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier {
        case "showSortOptions":
            segue.destination.popoverPresentationController?.delegate = sortDelegate
        case "showShareOptions":
            segue.destination.popoverPresentationController?.delegate = shareDelegate
        default:
            break
        }
    }
}

final class AdaptsPopovers: NSObject, UIPopoverPresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .formSheet
    }
}

final class KeepsPopovers: NSObject, UIPopoverPresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .none
    }
}
