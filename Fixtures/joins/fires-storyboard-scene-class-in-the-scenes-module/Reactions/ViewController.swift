import UIKit

// The storyboard's scene is this `ViewController` (its `customModule` is Reactions, this folder),
// though Timer, another app of the repository, declares one too: its delegate keeps the popover a
// popover on an iPhone.
class ViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "reactions" {
            segue.destination.popoverPresentationController?.delegate = self
            segue.destination.preferredContentSize = CGSize(width: 230, height: 44)
        }
    }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        return .none
    }
}
