import UIKit

final class SortOptionsViewController: UIViewController {}

// The presenter is its popover's delegate; its delegate methods are in
// LibraryViewController+Popover.swift, which anchors the popover and keeps it one in a compact width.
final class LibraryViewController: UIViewController {
    let sortButton = UIButton(type: .system)

    @objc func showSort() {
        let options = SortOptionsViewController()
        options.modalPresentationStyle = .popover
        options.popoverPresentationController?.delegate = self
        present(options, animated: true)
    }
}
