import UIKit

// SketchPad runs on iPad: the action sheet is a popover with no source.
final class PadExportController: UIViewController {
    func export() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Save Image", style: .default))
        present(sheet, animated: true)
    }
}
