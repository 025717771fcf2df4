import UIKit

// The Library scene's class hands its sort popover to a shared delegate object whose class is
// declared in a file of its own (KeepsPopovers.swift), as apps write such helpers: that class
// keeps every popover it is given a popover on iPhone. The share popover gets no delegate.
final class LibraryViewController: UIViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "showSortOptions" else { return }
        if let popover = segue.destination.popoverPresentationController {
            popover.delegate = KeepsPopovers.shared
        }
    }
}
