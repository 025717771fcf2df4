import UIKit

// Built by Ledger (iPhone only) and by LedgerDesk for macOS only (platformFilters = (macos)),
// where UIKit is not there: no iPad ever runs this code.
#if canImport(UIKit)
final class ExportMenu: UIViewController {
    @IBAction private func export(_ sender: Any) {
        let sheet = UIAlertController(title: "Export", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "PDF", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(sheet, animated: true)
    }
}
#endif
