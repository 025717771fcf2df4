import UIKit

// Hostile shapes around the UIKit reading of issue 32: presents without arguments, actions
// without arguments, styles that are not literals, shadowing at depth, self aliases and enum cases in full.
final class HostileViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    func a() {
        present()
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: UIAlertController.Style.actionSheet)
        sheet.addAction()
        sheet.addAction(UIAlertAction())
        sheet.addAction(cancel)
        let cancel = UIAlertAction(title: nil, style: UIAlertAction.Style.cancel, handler: nil)
        sheet.addAction(cancel)
        [1].forEach { sheet in
        [1].forEach { sheet in
        [1].forEach { sheet in
        [1].forEach { sheet in
        [1].forEach { sheet in
        [1].forEach { sheet in
        [1].forEach { sheet in
        [1].forEach { sheet in
        [1].forEach { sheet in
        [1].forEach { sheet in
        [1].forEach { sheet in
        [1].forEach { sheet in
        [1].forEach { sheet in
        [1].forEach { sheet in
        [1].forEach { sheet in
        [1].forEach { sheet in
        [1].forEach { sheet in
        [1].forEach { sheet in
        [1].forEach { sheet in
        [1].forEach { sheet in
        [1].forEach { sheet in
        [1].forEach { sheet in
        [1].forEach { sheet in
        [1].forEach { sheet in
        [1].forEach { sheet in
        [1].forEach { sheet in
        [1].forEach { sheet in
        [1].forEach { sheet in
        [1].forEach { sheet in
        [1].forEach { sheet in
        [1].forEach { sheet in
        [1].forEach { sheet in
        [1].forEach { sheet in
        [1].forEach { sheet in
        [1].forEach { sheet in
        [1].forEach { sheet in
        [1].forEach { sheet in
        [1].forEach { sheet in
        [1].forEach { sheet in
        [1].forEach { sheet in
            sheet.popoverPresentationController?.sourceView = nil
        }
        }
        }
        }
        }
        }
        }
        }
        }
        }
        }
        }
        }
        }
        }
        }
        }
        }
        }
        }
        }
        }
        }
        }
        }
        }
        }
        }
        }
        }
        }
        }
        }
        }
        }
        }
        }
        }
        }
        }
        guard let self else { return }
        guard let strongSelf = self, let popoverPresentationController = sheet.popoverPresentationController else { return }
        popoverPresentationController.delegate = strongSelf
        strongSelf.present(sheet, animated: true) { [weak self, unowned sheet] in self?.present(sheet, animated: false) }
        let broken = UIAlertController(title: "", message: "", preferredStyle: Bool.random() ? .alert : .actionSheet)
        present(broken, animated: true)
        let activity = UIActivityViewController(activityItems: [], applicationActivities: nil)
        activity.modalPresentationStyle = UIModalPresentationStyle.popover
        { (activity: UIActivityViewController, other) in activity.popoverPresentationController?.sourceView = other }(activity, view)
        present(UIActivityViewController(), animated: true)
        present(UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet), animated: true)
        navigationController?.present(activity, animated: true, completion: { $0 })
    }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { UIModalPresentationStyle.none }
    func presentationController(_ p: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle, transitionCoordinator: UIViewControllerTransitionCoordinator?) {}
}
