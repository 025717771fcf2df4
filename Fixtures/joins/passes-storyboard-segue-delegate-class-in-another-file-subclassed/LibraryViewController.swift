import UIKit

// The sort popover's delegate is the shared object of a class declared in another file whose
// method returns `.none`, but another class inherits from it and answers otherwise, and the
// shared object is one of those: which method answers is not known, so nothing is reported and
// `higlint popovers` lists the compact width as unknown.
final class LibraryViewController: UIViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showSortOptions" {
            segue.destination.popoverPresentationController?.delegate = PopoverStyle.shared
        }
    }
}
