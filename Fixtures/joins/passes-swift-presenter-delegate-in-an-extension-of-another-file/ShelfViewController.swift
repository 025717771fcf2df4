import UIKit

final class ShelfFilterViewController: UIViewController {}

// The presenter is its popover's delegate; ShelfViewController+Popover.swift gives the popover
// its source, and nothing keeps it a popover in a compact width.
final class ShelfViewController: UIViewController {
    let filterButton = UIButton(type: .system)

    @objc func showFilters() {
        let filters = ShelfFilterViewController()
        filters.modalPresentationStyle = .popover
        filters.popoverPresentationController?.delegate = self
        present(filters, animated: true)
    }
}
