import UIKit

// The share extension runs on iPad too: its action sheet is a popover, anchored to the button.
final class ShareViewController: UIViewController {
    @IBOutlet private var saveButton: UIButton!

    @IBAction private func save(_ sender: UIButton) {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Save to Recipes", style: .default))
        sheet.popoverPresentationController?.sourceView = saveButton
        sheet.popoverPresentationController?.sourceRect = saveButton.bounds
        present(sheet, animated: true)
    }
}
