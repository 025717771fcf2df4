import UIKit

// The project's targets say which devices the app runs on: an action sheet is a popover on iPad,
// where it needs a source, and a sheet on iPhone, where it needs none.
final class ShareViewController: UIViewController {
    @IBAction private func share(_ sender: Any) {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Copy Link", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        self.present(sheet, animated: true)
    }
}
