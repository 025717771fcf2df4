import UIKit

// TallyLite's own build setting (TARGETED_DEVICE_FAMILY = 1) wins over its xcconfig file's "1,2".
final class LiteShareController: UIViewController {
    @IBAction private func share(_ sender: Any) {
        let sheet = UIAlertController(title: "Share Total", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Copy Total", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(sheet, animated: true)
    }
}
