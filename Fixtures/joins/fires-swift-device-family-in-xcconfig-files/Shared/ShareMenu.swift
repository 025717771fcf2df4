import UIKit

// Built by Ledger (iPhone only) and by LedgerDesk for iOS (platformFilter = ios), which runs on
// iPad: the action sheet is a popover there and needs a source.
final class ShareMenu: UIViewController {
    @IBAction private func share(_ sender: Any) {
        let sheet = UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Copy Link", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(sheet, animated: true)
    }
}
