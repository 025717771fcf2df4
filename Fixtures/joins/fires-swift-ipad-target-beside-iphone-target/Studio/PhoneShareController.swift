import UIKit

// Only the Studio target builds this file, and Studio runs on iPhone only
// (TARGETED_DEVICE_FAMILY = 1): the action sheet is a sheet there, which needs no source.
final class PhoneShareController: UIViewController {
    @IBAction private func share(_ sender: Any) {
        let sheet = UIAlertController(title: "Share Sketch", message: nil, preferredStyle: UIAlertController.Style.actionSheet)
        sheet.addAction(UIAlertAction(title: "Copy Link", style: .default) { [weak self] _ in
            self?.copyLink()
        })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        self.present(sheet, animated: true)
    }

    private func copyLink() {}
}
