// An action sheet held by a lazy property (`lazy var sortMenu: UIAlertController = { … }()`) and
// presented by a method: the sheet its initializer sets up, with what the method adds, is one
// popover on iPad. Anchored nowhere it is an error; anchored in the initializer or by the method
// that presents it, it is not. A sheet another method may anchor is not read whole, and a local of
// the same name is another controller.
// expect: popover-no-source 32:9
import UIKit

final class ShelfViewController: UIViewController {
    @IBOutlet private var sortButton: UIBarButtonItem!

    private lazy var sortMenu: UIAlertController = {
        let menu = UIAlertController(title: "Sort by", message: nil, preferredStyle: .actionSheet)
        menu.addAction(UIAlertAction(title: "Title", style: .default))
        menu.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        return menu
    }()

    private lazy var anchoredMenu: UIAlertController = {
        let menu = UIAlertController(title: "Group by", message: nil, preferredStyle: .actionSheet)
        menu.popoverPresentationController?.barButtonItem = self.sortButton
        return menu
    }()

    private lazy var filterMenu = UIAlertController(title: "Show", message: nil, preferredStyle: .actionSheet)

    private lazy var exportMenu: UIAlertController = UIAlertController(title: "Export", message: nil, preferredStyle: .actionSheet)

    private lazy var shareSheet: UIActivityViewController = UIActivityViewController(activityItems: ["Shelf"], applicationActivities: nil)

    @objc func sortTapped() {
        present(sortMenu, animated: true)
    }

    @objc func groupTapped() {
        present(self.anchoredMenu, animated: true)
    }

    @objc func filterTapped(_ sender: UIButton) {
        filterMenu.popoverPresentationController?.sourceView = sender
        filterMenu.popoverPresentationController?.sourceRect = sender.bounds
        present(filterMenu, animated: true)
    }

    // Anchored in one method, presented from another.
    override func viewDidLoad() {
        super.viewDidLoad()
        exportMenu.popoverPresentationController?.barButtonItem = sortButton
    }

    @objc func exportTapped() {
        present(exportMenu, animated: true)
    }

    // A local named like the property: an alert, no popover.
    @objc func shareTapped() {
        let shareSheet = UIAlertController(title: "Nothing to share", message: nil, preferredStyle: .alert)
        present(shareSheet, animated: true)
    }
}
