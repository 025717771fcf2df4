import UIKit

#if os(iOS)
// Makes itself a popover in a helper both initializers call, and keeps itself a popover in a
// compact width.
final class ColorPickerController: UIViewController, UIPopoverPresentationControllerDelegate {
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        configurePopover()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        self.configurePopover()
    }

    private func configurePopover() {
        modalPresentationStyle = UIModalPresentationStyle.popover
        preferredContentSize = CGSize(width: 280, height: 220)
        popoverPresentationController?.delegate = self
    }

    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        UIModalPresentationStyle.none
    }
}
#endif
