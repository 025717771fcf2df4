import UIKit

// Filters the inbox with an action sheet anchored where it is a popover, and offers a share sheet
// on an iPhone only.
final class InboxViewController: UIViewController {
    @IBAction private func filterTapped(_ sender: UIBarButtonItem) {
        let sheet = UIAlertController(title: "Filter", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Unread", style: .default))
        if !isPhone {
            sheet.popoverPresentationController?.barButtonItem = sender
        }
        present(sheet, animated: true)
    }

    @objc private func shareTapped(_ sender: UIButton) {
        guard isPhone else { return }
        let activity = UIActivityViewController(activityItems: ["Inbox"], applicationActivities: nil)
        present(activity, animated: true)
    }

    @objc private func moveTapped(_ sender: UIButton) {
        let sheet = UIAlertController(title: "Move to", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Archive", style: .default))
        if self.isPad() {
            sheet.popoverPresentationController?.sourceView = sender
            sheet.popoverPresentationController?.sourceRect = sender.bounds
        }
        present(sheet, animated: true)
    }
}
