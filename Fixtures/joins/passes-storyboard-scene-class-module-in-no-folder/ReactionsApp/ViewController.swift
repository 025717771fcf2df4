import UIKit

// The storyboard says its scene is the ViewController of module Reactions; no folder is named so,
// and Timer declares a ViewController too: which class the scene is cannot be told, so what a
// compact width makes of its popover is not known, and nothing is reported.
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
