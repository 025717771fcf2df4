import UIKit

// Whether the sort segue becomes a popover depends on its sender, which the code does not say:
// nothing is concluded from the delegate that keeps it one on iPhone.
final class LibraryViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if sender is UIBarButtonItem {
            segue.destination.modalPresentationStyle = .popover
            segue.destination.popoverPresentationController?.delegate = self
        }
    }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
    }
}

final class SortOptionsViewController: UITableViewController {}
