// A share sheet handed to the app's own `present` method, which takes other arguments than UIKit's
// `present(_:animated:completion:)` (`sender:`, no `animated:`): that method may anchor it, so no
// `popover-no-source`. Presented with UIKit's own method and anchored to nothing, it crashes on iPad,
// and so does a sheet given to a method of the type's own that only presents it.
// expect: popover-no-source 46:9
// expect: popover-no-source 68:9
import UIKit

enum PopoverAnchor {
    case view(UIView)
    case barButtonItem(UIBarButtonItem)
}

extension UIViewController {
    func present(_ controller: UIViewController, animated: Bool = true, completion: (() -> Void)? = nil, sender: PopoverAnchor) {
        switch sender {
        case .view(let view):
            controller.popoverPresentationController?.sourceView = view
        case .barButtonItem(let item):
            controller.popoverPresentationController?.barButtonItem = item
        }
        present(controller, animated: animated, completion: completion)
    }
}

final class Router {
    weak var host: UIViewController?
    var anchor: UIView?

    func present(_ controller: UIViewController, completion: (() -> Void)? = nil) {
        controller.popoverPresentationController?.sourceView = anchor
        host?.present(controller, animated: true, completion: completion)
    }
}

final class KeysViewController: UIViewController {
    let router = Router()

    func share(_ url: URL, from anchor: PopoverAnchor) {
        let activity = UIActivityViewController(activityItems: [url], applicationActivities: nil)
        self.present(activity, animated: true, completion: nil, sender: anchor)
    }

    func export(_ url: URL) {
        let activity = UIActivityViewController(activityItems: [url], applicationActivities: nil)
        present(activity, animated: true) {
            print("shared")
        }
    }

    func send(_ url: URL) {
        router.present(UIActivityViewController(activityItems: [url], applicationActivities: nil))
        let activity = UIActivityViewController(activityItems: [url], applicationActivities: nil)
        router.present(activity, completion: nil)
    }
}

// The type's own method that does nothing with the sheet but present it with UIKit's method
// anchors nothing: the action sheet is presented with no source, as if by UIKit's method.
final class AlertManager {
    private var presentingController: UIViewController? {
        UIApplication.shared.connectedScenes.compactMap { ($0 as? UIWindowScene)?.keyWindow }.first?.rootViewController
    }

    func showActions(_ actions: [UIAlertAction]) {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        actions.forEach { sheet.addAction($0) }
        present(sheet, from: presentingController)
    }

    private func present(_ controller: UIViewController, from presenter: UIViewController?) {
        guard let presenter else { return }
        presenter.present(controller, animated: true, completion: nil)
    }
}
