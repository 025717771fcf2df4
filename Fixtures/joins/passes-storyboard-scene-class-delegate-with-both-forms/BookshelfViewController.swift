import UIKit

// The Bookshelf scene's class is the delegate of its sort popover. It has both adaptive methods;
// UIKit calls the one with the trait collection, which lets the popover become a sheet on iPhone,
// and never asks the one-argument form for its `.none`.
final class BookshelfViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showSortOptions" {
            segue.destination.popoverPresentationController?.delegate = self
        }
    }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
    }

    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .formSheet
    }
}

final class ShelfSortViewController: UITableViewController {}
