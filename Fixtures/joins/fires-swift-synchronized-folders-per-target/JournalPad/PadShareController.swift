import UIKit

// JournalPad's folder belongs to the JournalPad target, which runs on iPhone and iPad ("1,2").
final class PadShareController: UIViewController {
    @IBAction func share(_ sender: UIBarButtonItem) {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Export PDF", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(sheet, animated: true, completion: nil)
    }
}
