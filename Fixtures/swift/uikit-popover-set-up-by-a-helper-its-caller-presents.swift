// A helper makes the controller it is given a popover and anchors it; its caller sets the
// popover's delegate and presents it. What a compact width makes of it is listed as unknown (not
// "not said"): the caller gives it a delegate the helper does not see. No rule judges it.
// expect: nothing
import UIKit

final class PickerPresenter: UIViewController, UIPopoverPresentationControllerDelegate {
    func appear(from button: UIButton) {
        let navigation = configure(UINavigationController(), from: button)
        navigation.popoverPresentationController?.delegate = self
        present(navigation, animated: true)
    }

    private func configure(_ navigation: UINavigationController, from button: UIButton) -> UINavigationController {
        navigation.modalPresentationStyle = .popover
        navigation.popoverPresentationController?.sourceView = button
        return navigation
    }

    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .formSheet
    }
}
