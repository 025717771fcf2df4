import UIKit

// Its style hangs on a setting higlint cannot read: whether it is a popover is not known, and
// nothing is said of it.
final class PalettePopoverController: UIViewController, UIPopoverPresentationControllerDelegate {
    var prefersPopover = UserDefaults.standard.bool(forKey: "palettePopover")

    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = prefersPopover ? .popover : .formSheet
        popoverPresentationController?.delegate = self
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
    }
}
