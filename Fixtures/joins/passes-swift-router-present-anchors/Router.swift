import UIKit

final class Router {
    weak var navigationController: UINavigationController?
    weak var anchorItem: UIBarButtonItem?

    func present(_ viewController: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        if let popover = viewController.popoverPresentationController {
            if let item = anchorItem {
                popover.barButtonItem = item
            } else if let view = navigationController?.view {
                popover.sourceView = view
                popover.sourceRect = CGRect(x: view.bounds.midX, y: view.bounds.midY, width: 1, height: 1)
                popover.permittedArrowDirections = []
            }
        }
        navigationController?.present(viewController, animated: animated, completion: completion)
    }
}
