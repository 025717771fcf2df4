import UIKit

// Built by both targets (the project names it from its own folder, SOURCE_ROOT): on the iPad
// target's devices the action sheet is a popover with nothing for its arrow to point at.
final class ExportMenuController: UIViewController {
    func showExportOptions() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        for format in ["PNG", "PDF"] {
            sheet.addAction(UIAlertAction(title: "Export as \(format)", style: .default))
        }
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(sheet, animated: true)
    }
}
