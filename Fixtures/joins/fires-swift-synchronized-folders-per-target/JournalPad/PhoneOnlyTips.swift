import UIKit

// In JournalPad's folder, but taken out of the JournalPad target and built by the iPhone-only
// Journal target instead (an exception set for each): the action sheet is a sheet.
final class PhoneOnlyTipsController: UIViewController {
    func showTips() {
        let tips = UIAlertController(title: "Tips", message: nil, preferredStyle: .actionSheet)
        tips.addAction(UIAlertAction(title: "Show Tips", style: .default))
        tips.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(tips, animated: true)
    }
}
