import UIKit

// Confirms a delete with an action sheet, anchored only under the app's own iPhone check.
final class DeleteViewController: UIViewController {
    @IBOutlet private weak var trashItem: UIBarButtonItem!

    func confirmDelete() {
        let confirm = UIAlertController(title: nil, message: "Delete this note?", preferredStyle: .actionSheet)
        confirm.addAction(UIAlertAction(title: "Delete", style: .destructive))
        if runsOnPhone {
            confirm.popoverPresentationController?.barButtonItem = trashItem
        }
        present(confirm, animated: true)
    }
}
