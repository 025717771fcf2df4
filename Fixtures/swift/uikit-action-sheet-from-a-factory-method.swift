// Action sheets and share sheets made by a method of the class that returns them (`func
// makeSortMenu() -> UIAlertController`), presented by another: what the method sets up and what
// the caller adds are one popover on iPad. With an anchor on neither side it has no source (an
// error); an anchor set by the method, by the caller, or from a parameter is a source; a method
// that makes an alert, or returns one of two controllers, makes no popover read here.
// expect: popover-no-source 17:9
// expect: popover-no-source 21:14
import UIKit

final class LibraryViewController: UIViewController {
    @IBOutlet private var sortButton: UIBarButtonItem!
    @IBOutlet private var filterButton: UIButton!
    var isEditingShelf = false

    @objc func sortTapped() {
        let menu = makeSortMenu()
        present(menu, animated: true)
    }

    @objc func shareTapped(_ url: URL) {
        self.present(self.makeShareSheet(for: url), animated: true, completion: nil)
    }

    // Anchored by the method that makes it.
    @objc func anchoredSortTapped() {
        present(makeAnchoredSortMenu(), animated: true)
    }

    // Anchored by the caller.
    @objc func filterTapped(_ sender: UIButton) {
        let menu = makeSortMenu()
        menu.popoverPresentationController?.sourceView = sender
        menu.popoverPresentationController?.sourceRect = sender.bounds
        present(menu, animated: true)
    }

    // Anchored from a parameter.
    @objc func filterFromButtonTapped() {
        present(makeFilterMenu(from: filterButton), animated: true)
    }

    @objc func deleteTapped() {
        present(makeDeleteConfirmation(), animated: true)
    }

    @objc func moreTapped() {
        present(makeMoreMenu(), animated: true)
    }

    private func makeSortMenu() -> UIAlertController {
        let menu = UIAlertController(title: "Sort by", message: nil, preferredStyle: .actionSheet)
        menu.addAction(UIAlertAction(title: "Title", style: .default))
        menu.addAction(UIAlertAction(title: "Author", style: .default))
        menu.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        return menu
    }

    private func makeShareSheet(for url: URL) -> UIActivityViewController {
        UIActivityViewController(activityItems: [url], applicationActivities: nil)
    }

    private func makeAnchoredSortMenu() -> UIAlertController {
        let menu = UIAlertController(title: "Sort by", message: nil, preferredStyle: .actionSheet)
        menu.addAction(UIAlertAction(title: "Title", style: .default))
        menu.popoverPresentationController?.barButtonItem = sortButton
        return menu
    }

    private func makeFilterMenu(from button: UIButton) -> UIAlertController {
        let menu = UIAlertController(title: "Show", message: nil, preferredStyle: .actionSheet)
        menu.addAction(UIAlertAction(title: "Unread", style: .default))
        if let popover = menu.popoverPresentationController {
            popover.sourceView = button
            popover.sourceRect = button.bounds
        }
        return menu
    }

    private func makeDeleteConfirmation() -> UIAlertController {
        let alert = UIAlertController(title: "Delete this book?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        return alert
    }

    private func makeMoreMenu() -> UIAlertController {
        let editing = UIAlertController(title: "Shelf", message: nil, preferredStyle: .actionSheet)
        let browsing = UIAlertController(title: "Library", message: nil, preferredStyle: .actionSheet)
        if isEditingShelf {
            return editing
        }
        return browsing
    }
}

// A class another class of the file subclasses: the subclass may override the method (here it
// anchors the sheet), so what the call makes is not sure and nothing is reported.
class BaseReaderViewController: UIViewController {
    func makeMenu() -> UIAlertController {
        UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    }

    @objc func moreTapped() {
        present(makeMenu(), animated: true)
    }
}

final class ReaderViewController: BaseReaderViewController {
    @IBOutlet private var moreItem: UIBarButtonItem!

    override func makeMenu() -> UIAlertController {
        let menu = super.makeMenu()
        menu.popoverPresentationController?.barButtonItem = moreItem
        return menu
    }
}
