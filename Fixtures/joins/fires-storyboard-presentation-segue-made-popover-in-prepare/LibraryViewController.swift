import UIKit

// The storyboard's sort segue is a plain presentation (a sheet); `prepare(for:sender:)` makes it a
// popover (the enum's case spelt in full) and keeps it one on iPhone: one popover, the segue's,
// reported once, at the `.none`.
final class LibraryViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    private static let showSort = "showSort"

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == Self.showSort {
            segue.destination.modalPresentationStyle = UIModalPresentationStyle.popover
            segue.destination.popoverPresentationController?.delegate = self
        }
    }

    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        return .none
    }
}

final class SortOptionsViewController: UITableViewController {}
