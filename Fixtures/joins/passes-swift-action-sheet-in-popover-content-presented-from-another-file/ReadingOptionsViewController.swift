import UIKit

// ReaderViewController shows this controller as a popover. A popover's content has a compact
// width: the share sheet and the action sheet it presents from itself, their popover presentation
// controllers left alone, are shown inside the popover and need no source.
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
