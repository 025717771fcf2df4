import UIKit

// The storyboard's sort segue is a popover segue already; `prepare(for:sender:)` sets the same
// presentation up again and keeps it a popover on iPhone: one popover, reported once.
final class LibraryViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let sort = segue.destination as? SortOptionsViewController {
            sort.modalPresentationStyle = UIModalPresentationStyle.popover
            sort.popoverPresentationController?.delegate = self
        }
    }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
    }
}

final class SortOptionsViewController: UITableViewController {}
