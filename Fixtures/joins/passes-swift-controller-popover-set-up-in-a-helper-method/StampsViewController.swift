import UIKit

// Its helper runs only where the width is regular, after a dispatch, or when another method
// calls it: whether it is a popover when it shows is not known.
final class StampsViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        if traitCollection.horizontalSizeClass == .regular {
            setUpPopover()
        }
    }

    private func setUpPopover() {
        self.modalPresentationStyle = .popover
        popoverPresentationController?.delegate = self
    }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
    }
}

final class LayersViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        DispatchQueue.main.async { self.setUpPopover() }
    }

    private func setUpPopover() {
        modalPresentationStyle = .popover
        popoverPresentationController?.delegate = self
    }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
    }
}

final class BrushesViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    // Called by code that may present the controller, or not.
    func prepareForDrawing() {
        setUpPopover()
    }

    private func setUpPopover() {
        modalPresentationStyle = .popover
        popoverPresentationController?.delegate = self
    }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
    }
}
