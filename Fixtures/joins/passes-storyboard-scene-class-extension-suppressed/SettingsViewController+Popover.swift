import UIKit

extension SettingsViewController: UIPopoverPresentationControllerDelegate {
    // The theme picker is a few points tall: it stays a popover on iPhone by design.
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        // higlint-disable-next-line popover-in-compact
        return UIModalPresentationStyle.none
    }
}
