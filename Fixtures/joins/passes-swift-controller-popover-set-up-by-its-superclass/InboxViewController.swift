import UIKit

final class InboxViewController: UIViewController {
    @IBOutlet private weak var filterButton: UIBarButtonItem!

    @IBAction private func showFilters(_ sender: UIBarButtonItem) {
        let filters = FilterPopoverViewController()
        filters.popoverPresentationController?.barButtonItem = sender
        present(filters, animated: true)
    }
}
