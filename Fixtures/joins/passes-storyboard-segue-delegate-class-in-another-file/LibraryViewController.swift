import UIKit

// The sort popover's delegate is an object of a class declared in another file
// (SheetOnPhone.swift), which lets it become a sheet on iPhone: nothing is reported, and
// `higlint popovers` lists its compact width as a sheet.
final class LibraryViewController: UIViewController {
    private let sortDelegate = SheetOnPhone()

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showSortOptions" {
            segue.destination.popoverPresentationController?.delegate = sortDelegate
        }
    }
}
