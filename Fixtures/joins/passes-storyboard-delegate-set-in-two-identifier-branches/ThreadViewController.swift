import UIKit

final class ThreadViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showReactions" {
            segue.destination.popoverPresentationController?.delegate = self
            segue.destination.preferredContentSize = CGSize(width: 240, height: 44)
        } else if segue.identifier == "showSendOptions" {
            segue.destination.popoverPresentationController?.delegate = self
            segue.destination.preferredContentSize = CGSize(width: 200, height: 160)
        }
    }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .formSheet
    }
}
