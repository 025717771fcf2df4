import UIKit
import TidyKit

// TidyKit's own SettingsViewController, not the Settings scene's class.
extension TidyKit.SettingsViewController: UIPopoverPresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController,
                                          traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        return .none
    }
}
