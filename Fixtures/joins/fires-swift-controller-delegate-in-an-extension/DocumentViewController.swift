import UIKit

final class DocumentViewController: UIViewController {
    @IBOutlet private weak var shareButton: UIBarButtonItem!

    @IBAction private func share(_ sender: Any) {
        let sheet = ShareSheetController(items: [title ?? ""])
        sheet.popoverPresentationController?.barButtonItem = shareButton
        present(sheet, animated: true)
    }
}
