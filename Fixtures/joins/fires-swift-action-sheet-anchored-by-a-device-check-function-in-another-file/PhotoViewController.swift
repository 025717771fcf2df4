import UIKit

// Shares a photo; the anchor is set only when the device is not an iPad.
final class PhotoViewController: UIViewController {
    private let photo = URL(fileURLWithPath: "/tmp/Photo.heic")

    @objc func share(_ sender: UIButton) {
        let activity = UIActivityViewController(activityItems: [photo], applicationActivities: nil)
        if !DeviceInfo.isPad() {
            activity.popoverPresentationController?.sourceView = sender
        }
        present(activity, animated: true)
    }
}
