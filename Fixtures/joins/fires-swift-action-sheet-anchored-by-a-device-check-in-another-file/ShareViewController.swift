import UIKit

// Shares the open document; the anchor is set only when the device is not an iPad.
final class ShareViewController: UIViewController {
    private let document = URL(fileURLWithPath: "/tmp/Notes.txt")

    @objc func share(_ sender: UIButton) {
        let activity = UIActivityViewController(activityItems: [document], applicationActivities: nil)
        if !Device.isPad {
            activity.popoverPresentationController?.sourceView = sender
        }
        present(activity, animated: true)
    }

    @objc func shareAgain(_ sender: UIButton) {
        let activity = UIActivityViewController(activityItems: [document], applicationActivities: nil)
        guard !UIDevice.isPad else {
            present(activity, animated: true)
            return
        }
        activity.popoverPresentationController?.sourceView = sender
        present(activity, animated: true)
    }
}
