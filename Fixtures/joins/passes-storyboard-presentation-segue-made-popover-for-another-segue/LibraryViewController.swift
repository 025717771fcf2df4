import UIKit

// `prepare(for:sender:)` makes the filter segue a popover kept on iPhone, through a name bound to
// the destination; the storyboard's sort segue is another one, and stays a sheet.
final class LibraryViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "showFilter" else { return }
        if let filter = segue.destination as? SortOptionsViewController {
            filter.modalPresentationStyle = .popover
            filter.popoverPresentationController?.delegate = self
        }
    }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
    }
}

final class SortOptionsViewController: UITableViewController {}
