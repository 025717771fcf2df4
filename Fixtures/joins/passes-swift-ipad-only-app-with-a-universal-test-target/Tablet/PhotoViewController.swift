import UIKit

// An iPad-only app (TARGETED_DEVICE_FAMILY = 2) whose unit-test bundle keeps Xcode's template
// family ("1,2"): the tests run no scenes, so the app still never runs on an iPhone.

class PhotoViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    @IBAction func showTools(_ sender: UIButton) {
        // Dead code in an iPad-only app: the idiom is never .phone.
        if UIDevice.current.userInterfaceIdiom == .phone {
            let tools = UITableViewController()
            tools.modalPresentationStyle = .popover
            tools.popoverPresentationController?.sourceView = sender
            tools.popoverPresentationController?.delegate = self
            present(tools, animated: true)
        }
    }

    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .none
    }
}
