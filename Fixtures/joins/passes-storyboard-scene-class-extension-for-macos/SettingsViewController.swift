import UIKit

// The Settings scene's class (customClass in Settings.storyboard): it makes itself the theme
// popover's delegate; what the popover becomes in a compact width is decided in its extension
// (SettingsViewController+Popover.swift).
final class SettingsViewController: UIViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        segue.destination.popoverPresentationController?.delegate = self
    }
}
