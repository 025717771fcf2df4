// UIPrintInteractionController presents the printing options itself: on an iPad
// `present(from:in:animated:completionHandler:)` makes a popover anchored at a rectangle of the
// `in:` view (read in that view's own coordinates: `from: v.frame, in: v` points the arrow beside
// `v`, popover-arrow at `.frame`: the invoice and receipt), and `present(from: item, …)` one at a
// bar button item. `present(animated:completionHandler:)` is the iPhone's sheet, no popover. The
// bounds, a frame read in the root view, a bar button item, the sheet and an iPhone are right.
// expect: popover-arrow 20:30
// expect: popover-arrow 28:65
import UIKit

final class InvoiceViewController: UIViewController {
    @IBOutlet private weak var printButton: UIButton!
    @IBOutlet private weak var receiptButton: UIButton!
    private let invoice = Data()

    @IBAction private func printInvoice(_ sender: UIButton) {
        let printer = UIPrintInteractionController.shared
        printer.printingItem = invoice
        printer.present(
            from: printButton.frame,
            in: printButton,
            animated: true,
            completionHandler: nil
        )
    }

    @IBAction private func printReceipt(_ sender: UIButton) {
        UIPrintInteractionController.shared.present(from: sender.frame, in: sender, animated: true) { _, completed, _ in
            if completed { self.dismiss(animated: true) }
        }
    }

    func printFromBounds() {
        UIPrintInteractionController.shared.present(from: printButton.bounds, in: printButton, animated: true)
    }

    func printInRootView() {
        let printer = UIPrintInteractionController.shared
        printer.present(from: receiptButton.frame, in: self.view, animated: true, completionHandler: nil)
    }

    @objc func printFromItem(_ sender: UIBarButtonItem) {
        UIPrintInteractionController.shared.present(from: sender, animated: true, completionHandler: nil)
    }

    func printOnPhone() {
        if UIDevice.current.userInterfaceIdiom == .phone {
            UIPrintInteractionController.shared.present(from: printButton.frame, in: printButton, animated: true)
        } else {
            UIPrintInteractionController.shared.present(from: printButton.bounds, in: printButton, animated: true)
        }
    }

    func printAsSheet() {
        UIPrintInteractionController.shared.present(animated: true) { _, _, _ in }
    }
}
