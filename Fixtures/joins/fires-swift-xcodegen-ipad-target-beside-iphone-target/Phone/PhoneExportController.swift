import UIKit

// Only SketchPhone builds this file, and it runs on iPhone only.
final class PhoneExportController: UIViewController {
    func export() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Save Image", style: .default))
        present(sheet, animated: true)
    }
}
