import UIKit

// Journal's xcconfig file (named by the XcodeGen spec) makes it iPhone only: a share sheet is
// a sheet there, with no source to give.
final class EntryViewController: UIViewController {
    private let entryText = "Today"

    @objc private func shareEntry() {
        let activity = UIActivityViewController(activityItems: [entryText], applicationActivities: nil)
        self.present(activity, animated: true, completion: nil)
    }
}
