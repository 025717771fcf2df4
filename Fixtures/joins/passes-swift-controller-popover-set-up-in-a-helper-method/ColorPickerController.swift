import UIKit

// Makes itself a popover in a helper its initializer calls, and lets a compact width make it a sheet.
final class ColorPickerController: UIViewController, UIPopoverPresentationControllerDelegate {
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        configurePopover()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func configurePopover() {
        modalPresentationStyle = UIModalPresentationStyle.popover
        popoverPresentationController?.delegate = self
    }

    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        UIModalPresentationStyle.formSheet
    }
}
