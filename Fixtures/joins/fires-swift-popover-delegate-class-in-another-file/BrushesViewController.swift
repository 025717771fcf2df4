import UIKit

// Shows the brush list from the toolbar, with the app's shared popover delegate, and the layers
// with the same delegate made here and kept by the controller; one popover is shown with no
// anchor, and the delegate does not give it one either.
final class BrushesViewController: UIViewController {
    private let popoverDelegate = AlwaysPopoverDelegate()

    @IBAction private func showBrushes(_ sender: UIBarButtonItem) {
        let brushes = BrushListController()
        brushes.modalPresentationStyle = .popover
        brushes.popoverPresentationController?.barButtonItem = sender
        brushes.popoverPresentationController?.delegate = AlwaysPopoverDelegate.shared
        present(brushes, animated: true)
    }

    @IBAction private func showLayers(_ sender: UIButton) {
        let layers = UIViewController()
        layers.modalPresentationStyle = .popover
        if let popover = layers.popoverPresentationController {
            popover.sourceView = sender
            popover.sourceRect = sender.bounds
            popover.delegate = popoverDelegate
        }
        present(layers, animated: true)
    }

    func showBlendModes() {
        let modes = UIViewController()
        modes.modalPresentationStyle = .popover
        let delegate = AlwaysPopoverDelegate()
        modes.popoverPresentationController?.delegate = delegate
        present(modes, animated: true)
    }
}

final class BrushListController: UITableViewController {}
