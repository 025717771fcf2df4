import UIKit

final class DocumentViewController: UIViewController {
    @IBOutlet private weak var shareButton: UIBarButtonItem!
    @IBOutlet private weak var exportButton: UIButton!

    @IBAction private func share(_ sender: Any) {
        let sheet = ShareSheetController(items: [title ?? ""])
        sheet.popoverPresentationController?.barButtonItem = shareButton
        present(sheet, animated: true)
    }

    @IBAction private func export(_ sender: Any) {
        let export = ExportController()
        export.popoverPresentationController?.sourceView = exportButton
        present(export, animated: true)
    }
}
