import UIKit

// ReaderViewController shows this controller full screen, not as a popover: on iPad the share
// sheet and the action sheet it presents are popovers of their own, and UIKit raises an exception
// when it presents them with no source.
final class ReadingOptionsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        preferredContentSize = CGSize(width: 320, height: 240)
    }

    @objc func shareChapter() {
        let share = UIActivityViewController(activityItems: ["Chapter 3"], applicationActivities: nil)
        present(share, animated: true)
    }

    @objc func confirmReset() {
        let confirm = UIAlertController(title: "Reset reading options?", message: nil, preferredStyle: .actionSheet)
        confirm.addAction(UIAlertAction(title: "Reset", style: .destructive))
        confirm.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        self.present(confirm, animated: true, completion: nil)
    }
}
