// UIPrinterPickerController presents its list of printers itself: on an iPad
// `present(from:in:animated:completionHandler:)` makes a popover anchored at a rectangle of the
// `in:` view (read in that view's own coordinates: `from: v.frame, in: v` points the arrow beside
// `v`, popover-arrow at `.frame`), and `present(from: item, …)` one at a bar button item; where the
// width is compact, a sheet. `present(animated:completionHandler:)` is the iPhone's form, no
// popover. Its Bool result may be kept or dropped (`_ =`, `if !…`). The bounds, a bar button item
// held by a property, the iPhone's form and a picker the code does not say is one are right.
// expect: popover-arrow 17:40
import UIKit

final class PrintSettingsViewController: UIViewController {
    @IBOutlet private weak var printerButton: UIButton!
    private var printerPicker: UIPrinterPickerController?

    @IBAction private func choosePrinter(_ sender: UIButton) {
        let picker = UIPrinterPickerController(initiallySelectedPrinter: nil)
        _ = picker.present(from: sender.frame, in: sender, animated: true) { _, selected, _ in
            if selected { self.dismiss(animated: true) }
        }
    }

    @IBAction private func choosePrinterFromBounds(_ sender: UIButton) {
        let picker = UIPrinterPickerController(initiallySelectedPrinter: nil)
        if !picker.present(from: sender.bounds, in: sender, animated: true, completionHandler: nil) {
            printerButton.isEnabled = false
        }
    }

    @objc func choosePrinterFromItem(_ sender: UIBarButtonItem) {
        printerPicker = UIPrinterPickerController(initiallySelectedPrinter: nil)
        printerPicker?.present(from: sender, animated: true, completionHandler: nil)
    }

    func choosePrinterOnPhone() {
        let picker = UIPrinterPickerController(initiallySelectedPrinter: nil)
        picker.present(animated: true, completionHandler: nil)
    }

    func choosePrinter(with picker: PrinterChooser) {
        picker.present(from: printerButton.frame, in: printerButton, animated: true)
    }
}

/// The app's own type with a method of the same shape: no printer picker.
final class PrinterChooser {
    func present(from rect: CGRect, in view: UIView, animated: Bool) {}
}
