import UIKit

// Offers to archive or delete a message, anchored only under the app's iPhone check: on an iPad,
// where the action sheet is a popover, it has no anchor.
final class ArchiveViewController: UIViewController {
    @IBOutlet private weak var archiveItem: UIBarButtonItem!

    @IBAction private func showArchiveActions() {
        let actions = UIAlertController(title: nil, message: "Archive this message?", preferredStyle: .actionSheet)
        actions.addAction(UIAlertAction(title: "Archive", style: .default))
        actions.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        if UIDevice.current.isPhone() {
            actions.popoverPresentationController?.barButtonItem = archiveItem
        }
        present(actions, animated: true)
    }

    @IBAction private func showMoveActions(_ sender: UIButton) {
        let actions = UIAlertController(title: "Move to", message: nil, preferredStyle: .actionSheet)
        actions.addAction(UIAlertAction(title: "Inbox", style: .default))
        if isPhone() {
            actions.popoverPresentationController?.sourceView = sender
        }
        present(actions, animated: true)
    }
}
