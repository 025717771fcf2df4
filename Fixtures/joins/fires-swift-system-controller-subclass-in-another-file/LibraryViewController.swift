import UIKit

final class LibraryViewController: UIViewController {
    @IBOutlet private weak var shareButton: UIButton!
    private let documentURL = URL(fileURLWithPath: "/tmp/library.json")

    @IBAction private func share(_ sender: Any) {
        let sheet = ShareSheet(document: documentURL)
        present(sheet, animated: true)
    }

    @IBAction private func shareFromButton(_ sender: UIButton) {
        let sheet = ShareSheet(document: documentURL)
        sheet.popoverPresentationController?.sourceView = sender
        present(sheet, animated: true)
    }

    @IBAction private func sort(_ sender: Any) {
        let menu = SortMenu(title: "Sort by", message: nil, preferredStyle: .actionSheet)
        menu.addAction(UIAlertAction(title: "Title", style: .default))
        self.present(menu, animated: true)
    }
}
