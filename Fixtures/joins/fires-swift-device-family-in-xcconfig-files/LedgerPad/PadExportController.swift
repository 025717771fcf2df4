import UIKit

// LedgerPad's xcconfig file sets no family: the project's Config/Project.xcconfig says iPhone and iPad.
final class PadExportController: UIViewController {
    @IBAction private func share(_ sender: Any) {
        let sheet = UIAlertController(title: "Export Ledger", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Export CSV", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(sheet, animated: true)
    }
}
