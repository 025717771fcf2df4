// A type method of another type of the same file (here an extension of `UIAlertController`) makes
// the action sheet a controller presents: read whether the file is linted alone or with others.
// The method that anchors the sheet gives it a source; the one that does not leaves the sheet
// with none on an iPad, where UIKit raises an exception.
// expect: popover-no-source 42:9
import UIKit

extension UIAlertController {
    static func playbackSpeedSheet(from view: UIView) -> UIAlertController {
        let sheet = UIAlertController(title: "Speed", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "1×", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.popoverPresentationController?.sourceView = view
        sheet.popoverPresentationController?.sourceRect = view.bounds
        return sheet
    }
}

enum SleepTimerSheet {
    static func make() -> UIAlertController {
        let sheet = UIAlertController(title: "Sleep Timer", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "15 minutes", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        return sheet
    }
}

final class PlayerViewController: UIViewController {
    @IBAction func changeSpeed(_ sender: UIButton) {
        let sheet = UIAlertController.playbackSpeedSheet(from: sender)
        present(sheet, animated: true)
    }

    @IBAction func setTimerFromBar(_ sender: UIBarButtonItem) {
        let sheet = SleepTimerSheet.make()
        sheet.popoverPresentationController?.barButtonItem = sender
        self.present(sheet, animated: true, completion: nil)
    }

    @IBAction func setTimer() {
        let sheet = SleepTimerSheet.make()
        present(sheet, animated: true)
    }
}

extension UIViewController {
    func makeBookmarkSheet() -> UIAlertController {
        let sheet = UIAlertController(title: "Bookmark", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Add", style: .default))
        return sheet
    }
}

final class ChapterViewController: UITableViewController {
    @IBAction func bookmark(_ sender: UIBarButtonItem) {
        let sheet = makeBookmarkSheet()
        sheet.popoverPresentationController?.barButtonItem = sender
        present(sheet, animated: true)
    }

    @IBAction func bookmarkSelection() {
        present(self.makeBookmarkSheet(), animated: true)
    }
}
