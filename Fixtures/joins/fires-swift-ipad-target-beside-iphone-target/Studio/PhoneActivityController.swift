import UIKit

// In the project's Sharing group, which has a name and no path (its files sit in Studio's
// folder); built by the iPhone-only Studio target: the activity view is a sheet, which needs no
// source.
final class PhoneActivityController: UIViewController {
    var sketchURL: URL?

    func export() {
        guard let sketchURL else { return }
        let activity = UIActivityViewController(activityItems: [sketchURL], applicationActivities: nil)
        present(activity, animated: true)
    }
}
