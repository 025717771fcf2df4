// Two bar button items open popovers. The share popover lets taps through to the search bar
// only, so the Filter item takes two taps while it is open; the filter popover gives no
// passthrough and UIKit lets the whole navigation bar through.
// expect: popover-single-tap-switch 22:21
import UIKit

final class LibraryViewController: UIViewController {
    @IBOutlet private weak var searchBar: UISearchBar!
    private lazy var shareItem = UIBarButtonItem(barButtonSystemItem: .action, target: self, action: #selector(share(_:)))
    private lazy var filterItem = UIBarButtonItem(title: "Filter", style: .plain, target: self, action: #selector(filter(_:)))

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItems = [shareItem, filterItem]
    }

    @objc private func share(_ sender: UIBarButtonItem) {
        let options = ShareOptionsViewController()
        options.modalPresentationStyle = .popover
        if let popover = options.popoverPresentationController {
            popover.barButtonItem = sender
            popover.passthroughViews = [searchBar]
        }
        present(options, animated: true)
    }

    @objc private func filter(_ sender: UIBarButtonItem) {
        let filters = FilterViewController()
        filters.modalPresentationStyle = .popover
        filters.popoverPresentationController?.barButtonItem = sender
        present(filters, animated: true)
    }
}

final class ShareOptionsViewController: UIViewController {}
final class FilterViewController: UIViewController {}
