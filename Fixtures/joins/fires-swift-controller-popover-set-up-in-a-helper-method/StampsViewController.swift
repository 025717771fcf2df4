import UIKit

// Makes itself a popover in a helper its viewDidLoad calls after super's, and is presented from
// nowhere among these files: a popover of its own file.
final class StampsViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        setUpPopover()
    }

    private func setUpPopover() {
        self.modalPresentationStyle = .popover
        if let popover = self.popoverPresentationController {
            popover.delegate = self
        }
    }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        return .none
    }
}
