// A share sheet given a sheet style (`.formSheet`, `.pageSheet`) is presented as that sheet on
// an iPad too: no popover, nothing to anchor, as apps write it to avoid anchoring one. Without
// such a style it is a popover on an iPad, and presented with no anchor UIKit raises an
// exception.
// expect: popover-no-source 26:9
import UIKit

final class ArchiveViewController: UIViewController {
    func send(_ file: URL) {
        let share = UIActivityViewController(activityItems: [file], applicationActivities: nil)
        share.modalPresentationStyle = .formSheet
        present(share, animated: true)
    }

    func sendAll(_ files: [URL]) {
        let activity = UIActivityViewController(activityItems: files, applicationActivities: nil)
        if UIDevice.current.userInterfaceIdiom == .pad {
            activity.modalPresentationStyle = UIModalPresentationStyle.pageSheet
        }
        self.present(activity, animated: true, completion: nil)
    }

    func sendLink(_ link: URL) {
        let activity = UIActivityViewController(activityItems: [link], applicationActivities: nil)
        activity.completionWithItemsHandler = { _, _, _, _ in }
        present(activity, animated: true)
    }
}
