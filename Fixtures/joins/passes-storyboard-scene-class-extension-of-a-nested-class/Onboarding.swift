import UIKit

// Onboarding's own settings step: another class of the same name.
enum Onboarding {
    final class SettingsViewController: UIViewController {}
}

extension Onboarding.SettingsViewController: UIPopoverPresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        return .none
    }
}
