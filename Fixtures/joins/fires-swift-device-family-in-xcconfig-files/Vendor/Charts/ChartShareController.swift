import UIKit

// The Charts project, which Ledger's refers to, decides for its own files: iPhone and iPad.
final class ChartShareController: UIViewController {
    @IBAction private func share(_ sender: Any) {
        let sheet = UIAlertController(title: "Share Chart", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Export CSV", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(sheet, animated: true)
    }
}
