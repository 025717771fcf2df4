import UIKit

// Tally runs on iPhone only: Config/Tally.xcconfig replaces the family its included file sets. The action sheet is a sheet there.
final class TallyShareController: UIViewController {
    @IBAction private func share(_ sender: Any) {
        let sheet = UIAlertController(title: "Share Tally", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Copy Total", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(sheet, animated: true)
    }
}
