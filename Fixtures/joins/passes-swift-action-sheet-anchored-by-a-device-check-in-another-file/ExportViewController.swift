import UIKit

// Offers the export formats in an action sheet, anchored where it is a popover.
final class ExportViewController: UIViewController {
    @IBAction private func export(_ sender: UIBarButtonItem) {
        let sheet = UIAlertController(title: "Export", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "PDF", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        if UIDevice.current.isPad {
            sheet.popoverPresentationController?.barButtonItem = sender
        }
        present(sheet, animated: true)
    }

    // On an iPhone the sheet needs no anchor; on an iPad it gets one.
    @IBAction private func exportAll(_ sender: UIBarButtonItem) {
        let sheet = UIAlertController(title: "Export all", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        if UIDevice.isPhone {
            present(sheet, animated: true)
        } else {
            sheet.popoverPresentationController?.barButtonItem = sender
            present(sheet, animated: true)
        }
    }
}
