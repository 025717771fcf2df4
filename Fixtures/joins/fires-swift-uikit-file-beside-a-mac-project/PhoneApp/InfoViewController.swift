import UIKit

// Beside a Mac app's project that lists no file: this file imports UIKit, so it runs on an iPhone
// or an iPad, never as the Mac app's own file, and its popover kept in a compact width is reported.

final class InfoViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    @IBAction func showInfo(_ sender: UIButton) {
        let info = UIViewController()
        info.modalPresentationStyle = .popover
        info.popoverPresentationController?.sourceView = sender
        info.popoverPresentationController?.sourceRect = sender.bounds
        info.popoverPresentationController?.delegate = self
        present(info, animated: true)
    }

    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .none
    }
}
