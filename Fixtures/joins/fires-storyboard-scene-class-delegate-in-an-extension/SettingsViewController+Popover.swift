import UIKit

extension SettingsViewController: UIPopoverPresentationControllerDelegate {
    // Keeps the theme picker a popover on iPhone, where the storyboard's canvas is compact.
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        return UIModalPresentationStyle.none
    }
}
