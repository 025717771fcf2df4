import UIKit

// Shares the open document from the button that was tapped.
final class ShareViewController: UIViewController {
    private let document = URL(fileURLWithPath: "/tmp/Notes.txt")

    @objc func share(_ sender: UIButton) {
        let activity = UIActivityViewController(activityItems: [document], applicationActivities: nil)
        if Device.isPad {
            activity.popoverPresentationController?.sourceView = sender
            activity.popoverPresentationController?.sourceRect = sender.bounds
        }
        present(activity, animated: true)
    }

    @objc func shareOnPhone(_ sender: UIButton) {
        guard runsOnPhone else { return }
        let activity = UIActivityViewController(activityItems: [document], applicationActivities: nil)
        present(activity, animated: true)
    }

    // Under a setting or a name two files declare, the anchor may be set: no finding.
    @objc func shareFromMenu(_ sender: UIButton) {
        let activity = UIActivityViewController(activityItems: [document], applicationActivities: nil)
        if !Device.prefersCompactMenus {
            activity.popoverPresentationController?.sourceView = sender
        }
        present(activity, animated: true)
    }

    @objc func shareFromLayout(_ sender: UIButton) {
        let activity = UIActivityViewController(activityItems: [document], applicationActivities: nil)
        if Layout.usesPopovers {
            activity.popoverPresentationController?.sourceView = sender
        }
        present(activity, animated: true)
    }
}
