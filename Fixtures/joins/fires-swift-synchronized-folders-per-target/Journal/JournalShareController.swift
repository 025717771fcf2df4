import UIKit

// Journal's folder is kept in sync with the disk (Xcode 16) for the Journal target alone, which
// runs on iPhone only: the action sheet is a sheet there, which needs no source.
final class JournalShareController: UIViewController {
    @objc func shareTapped() {
        guard let entryTitle = title else { return }
        let sheet = UIAlertController(title: entryTitle, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share Entry", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        DispatchQueue.main.async {
            self.present(sheet, animated: true)
        }
    }
}
