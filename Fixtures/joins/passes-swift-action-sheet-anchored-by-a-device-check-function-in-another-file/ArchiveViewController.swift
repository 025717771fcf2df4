import UIKit

// Offers to archive or delete a message, anchored where the action sheet is a popover (the app's
// iPad check), and presented from a bar button item on an iPhone.
final class ArchiveViewController: UIViewController {
    @IBOutlet private weak var archiveItem: UIBarButtonItem!

    @IBAction private func showArchiveActions() {
        let actions = UIAlertController(title: nil, message: "Archive this message?", preferredStyle: .actionSheet)
        actions.addAction(UIAlertAction(title: "Archive", style: .default))
        actions.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        if !UIDevice.current.isPhone() {
            actions.popoverPresentationController?.barButtonItem = archiveItem
        }
        present(actions, animated: true)
    }

    // Offered on an iPhone only, where an action sheet is a sheet.
    @IBAction private func showMoveActions(_ sender: UIButton) {
        guard isPhone() else { return }
        let actions = UIAlertController(title: "Move to", message: nil, preferredStyle: .actionSheet)
        actions.addAction(UIAlertAction(title: "Inbox", style: .default))
        present(actions, animated: true)
    }

    // The iPad check of the UIDevice extension, called on the type.
    @IBAction private func showLabelActions(_ sender: UIBarButtonItem) {
        let actions = UIAlertController(title: "Label", message: nil, preferredStyle: .actionSheet)
        actions.addAction(UIAlertAction(title: "Important", style: .default))
        if UIDevice.isPad() {
            actions.popoverPresentationController?.barButtonItem = sender
        }
        present(actions, animated: true)
    }
}
