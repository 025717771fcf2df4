import UIKit

// The optional identifier matched with an optional pattern, the destination named first.
final class ShelfViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        let controller = segue.destination
        switch segue.identifier {
        case "showSortOptions"?:
            controller.popoverPresentationController?.delegate = self
        case .some("showDetails"):
            controller.title = "Details"
        default:
            break
        }
    }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        UIModalPresentationStyle.none
    }
}
