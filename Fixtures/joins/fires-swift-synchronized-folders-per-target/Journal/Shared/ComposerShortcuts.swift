import UIKit

// In Journal's folder, and added to the JournalPad target one file at a time (an exception set
// of Journal's folder for JournalPad): on JournalPad's iPads the activity view is a popover with
// nothing for its arrow to point at.
final class ComposerShortcutsController: UIViewController {
    func shareDraft(_ text: String) {
        let activity = UIActivityViewController(activityItems: [text], applicationActivities: nil)
        present(activity, animated: true)
    }
}
