import UIKit

// Filters the inbox with an action sheet anchored only on an iPhone, where it needs no anchor:
// on an iPad, where it is a popover, it has none.
final class InboxViewController: UIViewController {
    @IBAction private func filterTapped(_ sender: UIBarButtonItem) {
        let sheet = UIAlertController(title: "Filter", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Unread", style: .default))
        if isPhone {
            sheet.popoverPresentationController?.barButtonItem = sender
        }
        present(sheet, animated: true)
    }

    @objc private func shareTapped(_ sender: UIButton) {
        let activity = UIActivityViewController(activityItems: ["Inbox"], applicationActivities: nil)
        if !self.isPad() {
            activity.popoverPresentationController?.sourceView = sender
        }
        present(activity, animated: true)
    }
}
