import UIKit

// Only the Ledger target builds this file; Config/Ledger.xcconfig makes it iPhone only, so the action sheet is a sheet and needs no source.
final class PhoneExportController: UIViewController {
    @IBAction private func share(_ sender: Any) {
        let sheet = UIAlertController(title: "Export Ledger", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Export CSV", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(sheet, animated: true)
    }
}
