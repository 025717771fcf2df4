import UIKit

// Only the Board target builds this file, and Board runs on iPad (TARGETED_DEVICE_FAMILY = 2).
final class BoardShareController: UIViewController {
    @IBAction private func share(_ sender: UIButton) {
        let sheet = UIAlertController(title: "Share Board", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Invite", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(sheet, animated: true)
    }
}
