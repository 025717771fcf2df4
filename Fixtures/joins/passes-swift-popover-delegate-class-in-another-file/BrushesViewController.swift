import UIKit

final class BrushesViewController: UIViewController {
    @IBOutlet private weak var brushesButton: UIButton!
    private let keepDelegate = KeepPopoverDelegate()

    // Anchored by the shared delegate, which also makes it a sheet on an iPhone.
    @IBAction private func showBrushes(_ sender: UIBarButtonItem) {
        let brushes = UIViewController()
        brushes.modalPresentationStyle = .popover
        SheetOnPhoneDelegate.shared.anchor = brushesButton
        brushes.popoverPresentationController?.delegate = SheetOnPhoneDelegate.shared
        present(brushes, animated: true)
    }

    // A delegate class that is subclassed: its object may be of the subclass.
    @IBAction private func showColors(_ sender: UIBarButtonItem) {
        let colors = UIViewController()
        colors.modalPresentationStyle = .popover
        colors.popoverPresentationController?.barButtonItem = sender
        colors.popoverPresentationController?.delegate = keepDelegate
        present(colors, animated: true)
    }

    // A delegate handed in by the caller: its class is not known.
    func showSizes(from item: UIBarButtonItem, delegate: UIPopoverPresentationControllerDelegate) {
        let sizes = UIViewController()
        sizes.modalPresentationStyle = .popover
        sizes.popoverPresentationController?.barButtonItem = item
        sizes.popoverPresentationController?.delegate = delegate
        present(sizes, animated: true)
    }
}
