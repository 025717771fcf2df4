// A share sheet made into a stored property and presented through it in the same method
// (`guard let activity = activity`, as sharing helpers write it) is that popover on an iPad. The
// episode helper anchors it; the show helper anchors nothing, and UIKit raises an exception; the
// clip helper's other method, which names the property too, may anchor it: nothing is said.
// expect: popover-no-source 27:9
import UIKit

final class EpisodeShareHelper: NSObject {
    var activity: UIActivityViewController?

    func share(_ url: URL, from controller: UIViewController, anchor: UIView) {
        activity = UIActivityViewController(activityItems: [url], applicationActivities: nil)
        guard let activity = activity else { return }
        activity.popoverPresentationController?.sourceView = anchor
        activity.popoverPresentationController?.sourceRect = anchor.bounds
        controller.present(activity, animated: true)
    }
}

final class ShowShareHelper: NSObject {
    private var activityController: UIActivityViewController?

    func share(_ url: URL, from controller: UIViewController) {
        self.activityController = UIActivityViewController(activityItems: [url], applicationActivities: nil)
        guard let activityController else { return }
        activityController.completionWithItemsHandler = { _, _, _, _ in }
        present(activityController, from: controller)
    }

    private func present(_ activity: UIActivityViewController, from controller: UIViewController) {
        controller.present(activity, animated: true)
    }
}

final class ClipShareHelper: NSObject {
    var activity: UIActivityViewController?
    weak var anchor: UIView?

    func share(_ url: URL, from controller: UIViewController) {
        activity = UIActivityViewController(activityItems: [url], applicationActivities: nil)
        anchorActivity()
        guard let activity else { return }
        controller.present(activity, animated: true)
    }

    private func anchorActivity() {
        activity?.popoverPresentationController?.sourceView = anchor
    }
}
