import UIKit

// Presents the sheet a method of the app's `extension UIViewController` makes, anchored nowhere:
// on an iPad UIKit raises an exception.
final class InboxViewController: UIViewController {
    @IBAction private func sortTapped(_ sender: UIButton) {
        let sheet = makeActionSheet(title: "Sort by", actions: [
            UIAlertAction(title: "Date", style: .default),
            UIAlertAction(title: "Sender", style: .default),
        ])
        present(sheet, animated: true)
    }
}
