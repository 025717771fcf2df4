// Base controllers whose `present(_:animated:completion:)` override sets popovers up through the
// class's own helper (`anchorPopover(of:)`) or by making itself the popover's delegate (whose
// `prepareForPopoverPresentation` anchors it): the sheets their subclasses present may be
// anchored, so no `popover-no-source`. A `present` on the navigation controller is not one of
// those overrides (neither class is a navigation controller): its sheet has no source on an iPad.
// expect: popover-no-source 49:31
import UIKit

class WebShellViewController: UIViewController {
    let webView = UIView()

    override func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        anchorPopover(of: viewControllerToPresent)
        super.present(viewControllerToPresent, animated: flag, completion: completion)
    }

    private func anchorPopover(of controller: UIViewController) {
        guard let popover = controller.popoverPresentationController else { return }
        popover.sourceView = webView
        popover.sourceRect = CGRect(x: webView.bounds.midX, y: 0, width: 1, height: 1)
    }
}

class DelegatingViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    override func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        viewControllerToPresent.popoverPresentationController?.delegate = self
        super.present(viewControllerToPresent, animated: flag, completion: completion)
    }

    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
        popoverPresentationController.sourceView = view
        popoverPresentationController.sourceRect = CGRect(x: view.bounds.midX, y: view.bounds.midY, width: 1, height: 1)
    }
}

final class ArticleViewController: WebShellViewController {
    func share(_ url: URL) {
        let activity = UIActivityViewController(activityItems: [url], applicationActivities: nil)
        present(activity, animated: true)
    }
}

final class InboxViewController: DelegatingViewController {
    func confirmDelete() {
        let sheet = UIAlertController(title: "Delete?", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
        present(sheet, animated: true)
        let more = UIAlertController(title: "More", message: nil, preferredStyle: .actionSheet)
        navigationController?.present(more, animated: true)
    }
}
