// A controller that makes itself a popover and presents itself from the controller it is given
// (`host.present(self, animated: true)`) is that popover, whoever calls the method. The first
// keeps itself a popover on an iPhone and takes its arrow away; the second, anchored to the bar
// button item and deciding nothing about a compact width, is as the guideline wants it.
// expect: popover-no-arrow 15:40
// expect: popover-in-compact 21:9
import UIKit

final class AccountMenuController: UITableViewController, UIPopoverPresentationControllerDelegate {
    func display(attachedTo sourceView: UIView, from host: UIViewController) {
        modalPresentationStyle = .popover
        preferredContentSize = CGSize(width: 274, height: 200)
        popoverPresentationController?.delegate = self
        popoverPresentationController?.sourceView = sourceView
        popoverPresentationController?.permittedArrowDirections = []
        host.present(self, animated: true, completion: nil)
    }

    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .none
    }
}

final class SortMenuController: UITableViewController {
    func show(from item: UIBarButtonItem, on host: UIViewController?) {
        self.modalPresentationStyle = .popover
        self.popoverPresentationController?.barButtonItem = item
        host?.present(self, animated: true)
    }
}

final class WalletViewController: UIViewController {
    @IBOutlet private weak var accountButton: UIButton!
    private let accountMenu = AccountMenuController()
    private let sortMenu = SortMenuController()

    @IBAction private func showAccounts(_ sender: Any) {
        accountMenu.display(attachedTo: accountButton, from: self)
    }

    @IBAction private func showSort(_ sender: UIBarButtonItem) {
        sortMenu.show(from: sender, on: self)
    }
}
