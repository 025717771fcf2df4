import UIKit

// Each sheet a helper makes is anchored: by the helper, by the caller (`if let`, optional
// chaining, a bar button item), or by the function it is handed to. The alert is no popover.
final class LibraryViewController: UIViewController {
    @IBOutlet private weak var filterButton: UIButton!

    @IBAction func sort(_ sender: UIButton) {
        present(SheetMaker.sortMenu(anchoredAt: sender), animated: true)
    }

    @IBAction func filter(_ sender: Any) {
        let menu = SheetMaker.filterMenu()
        if let popover = menu.popoverPresentationController {
            popover.sourceView = filterButton
            popover.sourceRect = filterButton.bounds
        }
        present(menu, animated: true)
    }

    @IBAction func filterFromBar(_ sender: UIBarButtonItem) {
        let menu = SheetMaker.filterMenu()
        menu.popoverPresentationController?.barButtonItem = sender
        self.present(menu, animated: true)
    }

    @IBAction func filterFromCell(_ cell: UITableViewCell) {
        show(SheetMaker.filterMenu(), from: cell)
    }

    @IBAction func clear(_ sender: Any) {
        present(SheetMaker.confirmation("Clear the library?"), animated: true)
    }

    private func show(_ menu: UIAlertController, from cell: UITableViewCell) {
        menu.popoverPresentationController?.sourceView = cell
        present(menu, animated: true)
    }
}
