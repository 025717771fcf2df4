import UIKit

#if os(macOS)
// Built for a Mac only: on iPhone UIKit's default adaptation applies.
extension SettingsViewController: UIPopoverPresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        return UIModalPresentationStyle.none
    }
}
#endif
