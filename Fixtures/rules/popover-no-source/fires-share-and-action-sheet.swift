// On iPad an action sheet and a share sheet are popovers: presented with no source, UIKit
// raises an exception. Each is reported once, at its `present`, from this controller or another.
// expect: popover-no-source 14:9
// expect: popover-no-source 22:18
// expect: popover-no-source 28:31
import UIKit

final class PhotoViewController: UIViewController {
    private let photoURL = URL(fileURLWithPath: "/tmp/photo.jpg")

    @IBAction private func share(_ sender: Any) {
        let activity = UIActivityViewController(activityItems: [photoURL], applicationActivities: nil)
        activity.popoverPresentationController?.sourceRect = CGRect(x: 10, y: 10, width: 1, height: 1)
        present(activity, animated: true)
    }

    func showActions() {
        let sheet = UIAlertController(title: "Photo", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Duplicate", style: .default) { _ in })
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.present(sheet, animated: true)
        }
    }

    func shareFromNavigation() {
        let activity = UIActivityViewController(activityItems: [photoURL], applicationActivities: nil)
        navigationController?.present(activity, animated: true)
    }
}
