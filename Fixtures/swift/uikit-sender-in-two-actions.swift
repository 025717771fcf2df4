import UIKit

// Two action methods, each with its own `sender`: a bar button item in one, a button in the other.
// Each popover is anchored to its own method's sender.
// expect: nothing

final class MailboxSortViewController: UIViewController {
    @objc func share(_ sender: UIBarButtonItem) {
        let activity = UIActivityViewController(activityItems: ["Mailbox"], applicationActivities: nil)
        activity.popoverPresentationController?.barButtonItem = sender
        present(activity, animated: true)
    }

    @objc func showOptions(_ sender: UIButton) {
        let alert = UIAlertController(title: "Sort", message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Newest", style: .default))
        alert.popoverPresentationController?.sourceView = sender
        alert.popoverPresentationController?.sourceRect = sender.bounds
        present(alert, animated: true)
    }
}
