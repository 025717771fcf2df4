import UIKit

final class Router {
    weak var navigationController: UINavigationController?

    func present(_ viewController: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        navigationController?.present(viewController, animated: animated, completion: completion)
    }
}
