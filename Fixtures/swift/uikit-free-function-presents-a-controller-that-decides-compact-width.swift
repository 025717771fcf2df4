// A function outside any type presents a controller of the file. The first controller, its own
// popover delegate, keeps it a popover in a compact width (an iPhone), which the guideline does not
// want; the second decides nothing there, so it becomes a sheet.
// expect: popover-in-compact 11:16
import UIKit

final class SortMenuViewController: UITableViewController, UIPopoverPresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        _ = controller
        return .none
    }
}

final class FilterMenuViewController: UITableViewController {}

func showSortMenu(from anchor: UIView, on host: UIViewController) {
    let menu = SortMenuViewController()
    menu.modalPresentationStyle = .popover
    menu.popoverPresentationController?.sourceView = anchor
    menu.popoverPresentationController?.delegate = menu
    host.present(menu, animated: true)
}

func showFilterMenu(from anchor: UIBarButtonItem, on host: UIViewController) {
    let menu = FilterMenuViewController()
    menu.modalPresentationStyle = .popover
    menu.popoverPresentationController?.barButtonItem = anchor
    host.present(menu, animated: true)
}
