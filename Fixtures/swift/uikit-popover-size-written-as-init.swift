// A popover's size written as `.init(width:height:)` or `CGSize.init(width:height:)` is the same
// size as `CGSize(width:height:)`: `higlint popovers` lists it. Nothing here is against the guideline.
// expect: nothing
import UIKit

final class FilterViewController: UIViewController {
    @IBAction private func showFilters(_ sender: UIButton) {
        let filters = UITableViewController()
        filters.modalPresentationStyle = .popover
        filters.preferredContentSize = .init(width: 240, height: 360)
        filters.popoverPresentationController?.sourceView = sender
        filters.popoverPresentationController?.sourceRect = sender.bounds
        present(filters, animated: true)
    }

    @IBAction private func showSort(_ sender: UIBarButtonItem) {
        let sort = UITableViewController()
        sort.modalPresentationStyle = .popover
        sort.preferredContentSize = CGSize.init(width: 280, height: 200)
        sort.popoverPresentationController?.barButtonItem = sender
        present(sort, animated: true)
    }
}
