import UIKit

extension SettingsViewController: UIPopoverPresentationControllerDelegate {
    // In a compact width the theme picker covers the screen: no popover there.
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        return .fullScreen
    }
}
