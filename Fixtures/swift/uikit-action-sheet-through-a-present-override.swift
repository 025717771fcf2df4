// A base controller that overrides UIKit's `present(_:animated:completion:)` and anchors any
// popover it is given before calling `super.present` (an app shell that hosts a web view, a
// controller every screen inherits from): its own share sheet, and the action sheet of a class
// that inherits from it, reach UIKit with a source. No `popover-no-source`. Beside them, a base
// controller whose override only logs and passes the controller on anchors nothing: the sheet
// its subclass presents has no source on an iPad.
// expect: popover-no-source 53:9
// expect: popover-no-source 60:9
import UIKit

class ShellViewController: UIViewController {
    let webView = UIView()

    override func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        if let popover = viewControllerToPresent.popoverPresentationController, popover.sourceView == nil {
            popover.sourceView = webView
            popover.sourceRect = CGRect(x: webView.bounds.midX, y: webView.bounds.midY, width: 1, height: 1)
            popover.permittedArrowDirections = []
        }
        super.present(viewControllerToPresent, animated: flag, completion: completion)
    }

    func share(_ url: URL) {
        let activity = UIActivityViewController(activityItems: [url], applicationActivities: nil)
        present(activity, animated: true)
    }
}

class ArticleViewController: ShellViewController {}

final class CommentsViewController: ArticleViewController {
    @IBAction func showOptions(_ sender: Any) {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Report", style: .destructive))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        self.present(sheet, animated: true)
    }
}

// Logs every presentation, anchors nothing.
class TrackedViewController: UIViewController {
    override func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        print("presenting \(type(of: viewControllerToPresent))")
        super.present(viewControllerToPresent, animated: flag, completion: completion)
    }
}

final class SettingsViewController: TrackedViewController {
    @IBAction func signOut(_ sender: UIButton) {
        let confirm = UIAlertController(title: "Sign out?", message: nil, preferredStyle: .actionSheet)
        confirm.addAction(UIAlertAction(title: "Sign Out", style: .destructive))
        confirm.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(confirm, animated: true)
    }

    @IBAction func exportData(_ sender: UIButton) {
        let export = UIAlertController(title: "Export", message: nil, preferredStyle: .actionSheet)
        export.addAction(UIAlertAction(title: "CSV", style: .default))
        // The override this class inherits (TrackedViewController's) gives no source.
        present(export, animated: true)
    }
}
