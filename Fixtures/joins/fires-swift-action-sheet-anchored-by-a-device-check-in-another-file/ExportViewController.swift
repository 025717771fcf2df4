import UIKit

// Offers the export formats in an action sheet, anchored on an iPhone only: there an action
// sheet has no anchor, and on an iPad, where it is a popover, it is left without one.
final class ExportViewController: UIViewController {
    @IBAction private func export(_ sender: UIBarButtonItem) {
        let sheet = UIAlertController(title: "Export", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "PDF", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        if UIDevice.current.isPhone {
            sheet.popoverPresentationController?.barButtonItem = sender
        }
        present(sheet, animated: true)
    }
}
