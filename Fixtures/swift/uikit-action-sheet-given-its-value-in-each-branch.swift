// An action sheet held by a constant declared first and given its value in each branch of an `if`
// (`let alert: UIAlertController`, then `alert = UIAlertController(…)`): whichever branch runs, it
// is the sheet the method anchors and presents. Anchored after the `if`, it has a source; never
// anchored, it has none (an error, once, at the `present`).
// expect: popover-no-source 28:9
import UIKit

final class ReaderViewController: UIViewController {
    var hasSelection = false

    @objc func moreTapped(_ sender: UIBarButtonItem) {
        let alert: UIAlertController
        if hasSelection {
            alert = UIAlertController(title: "Selection", message: nil, preferredStyle: .actionSheet)
            alert.addAction(UIAlertAction(title: "Copy", style: .default))
        } else {
            alert = UIAlertController(title: "Page", message: nil, preferredStyle: .actionSheet)
            alert.addAction(UIAlertAction(title: "Bookmark", style: .default))
        }
        alert.popoverPresentationController?.barButtonItem = sender
        present(alert, animated: true)
    }

    @objc func pageTapped() {
        let sheet: UIAlertController
        if hasSelection { sheet = UIAlertController(title: "Selection", message: nil, preferredStyle: .actionSheet) }
        else { sheet = UIAlertController(title: "Page", message: nil, preferredStyle: .actionSheet) }
        present(sheet, animated: true)
    }

    @objc func shareTapped(_ sender: UIView, url: URL) {
        let controller: UIActivityViewController
        if hasSelection {
            controller = UIActivityViewController(activityItems: [url, "Selection"], applicationActivities: nil)
        } else {
            controller = UIActivityViewController(activityItems: [url], applicationActivities: nil)
        }
        if let popover = controller.popoverPresentationController {
            popover.sourceView = sender
            popover.sourceRect = sender.bounds
        }
        self.present(controller, animated: true)
    }
}
