// Helpers that are no view controller and anchor what they present, present only on iPhone,
// present an alert, or hand the sheet to code that may anchor it: nothing to report.
// expect: nothing
import UIKit

enum AnchoredShareHelper {
    static func share(_ items: [Any], from view: UIView) {
        let activityVC = UIActivityViewController(activityItems: items, applicationActivities: nil)
        activityVC.popoverPresentationController?.sourceView = view
        activityVC.popoverPresentationController?.sourceRect = view.bounds
        UIApplication.shared.windows.first?.rootViewController?.present(activityVC, animated: true)
    }

    static func share(_ items: [Any], item: UIBarButtonItem, on presenter: UIViewController) {
        let activityVC = UIActivityViewController(activityItems: items, applicationActivities: nil)
        if let popover = activityVC.popoverPresentationController {
            popover.barButtonItem = item
        }
        presenter.present(activityVC, animated: true)
    }
}

struct PhoneOnlyExport {
    func offerExport(from controller: UIViewController, url: URL) {
        guard UIDevice.current.userInterfaceIdiom == .phone else { return }
        let activity = UIActivityViewController(activityItems: [url], applicationActivities: nil)
        controller.present(activity, animated: true)
    }
}

struct DiscardAlert {
    func show(on presenter: UIViewController) {
        let alert = UIAlertController(title: "Discard changes?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Discard", style: .destructive))
        presenter.present(alert, animated: true)
    }
}

struct ConfiguredShare {
    let anchor: (UIPopoverPresentationController?) -> Void

    func share(_ url: URL, on presenter: UIViewController) {
        let activity = UIActivityViewController(activityItems: [url], applicationActivities: nil)
        anchor(activity.popoverPresentationController)
        presenter.present(activity, animated: true)
    }
}

final class ReceiptViewController: UIViewController {
    func share(_ url: URL) {
        let activity = UIActivityViewController(activityItems: [url], applicationActivities: nil)
        anchorToTitle(activity.popoverPresentationController)
        present(activity, animated: true)
    }

    private func anchorToTitle(_ popover: UIPopoverPresentationController?) {
        popover?.sourceView = navigationItem.titleView
    }
}
