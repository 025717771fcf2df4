import UIKit

// Presents the sheet a method of the app's `extension UIViewController` makes: anchored by the
// method, from the button it is given, and by the caller in the other action.
final class InboxViewController: UIViewController {
    @IBOutlet private weak var filterItem: UIBarButtonItem!

    @IBAction private func sortTapped(_ sender: UIButton) {
        present(makeActionSheet(title: "Sort by", from: sender), animated: true)
    }

    @IBAction private func filterTapped(_ sender: Any) {
        let sheet = makeActionSheet(title: "Show", from: nil)
        sheet.popoverPresentationController?.barButtonItem = filterItem
        present(sheet, animated: true)
    }
}
