import UIKit

// The app's base class for the controllers it shows as popovers: each makes itself one, and
// keeps itself a popover in a compact width.
class PopoverViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    init() {
        super.init(nibName: nil, bundle: nil)
        self.modalPresentationStyle = UIModalPresentationStyle.popover
        self.popoverPresentationController?.delegate = self
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        return UIModalPresentationStyle.none
    }
}
