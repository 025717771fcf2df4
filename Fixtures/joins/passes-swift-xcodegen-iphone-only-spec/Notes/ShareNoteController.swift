import UIKit

// XcodeGen makes this target iPhone only (TARGETED_DEVICE_FAMILY 1 in its settings): the action
// sheet is a sheet there, which needs no source.
final class ShareNoteController: UIViewController {
    @IBAction private func share(_ sender: Any) {
        let sheet = UIAlertController(title: "Share Note", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Copy Text", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(sheet, animated: true)
    }
}
