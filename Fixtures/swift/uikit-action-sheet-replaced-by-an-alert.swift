// A local that holds an action sheet and is given an alert instead where the action sheet would
// be a popover (`alert = UIAlertController(…, preferredStyle: .alert)` on an iPad, or where the
// action sheet has a popover presentation controller, which only a popover has) presents the
// alert there: no popover, nothing to anchor. Given the alert on an iPhone instead, the action
// sheet is still presented on an iPad with no anchor, where UIKit raises an exception.
// expect: popover-no-source 41:9
import UIKit

final class EntryViewController: UIViewController {
    func showOptions() {
        var alert = UIAlertController(title: "Options", message: nil, preferredStyle: .actionSheet)
        if UIDevice.current.userInterfaceIdiom == .pad {
            alert = UIAlertController(title: "Options", message: nil, preferredStyle: .alert)
        }
        alert.addAction(UIAlertAction(title: "Edit", style: .default))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(alert, animated: true)
    }

    private func chooseMapping(title: String, columns: [String]) {
        var alert = UIAlertController(title: title, message: nil, preferredStyle: .actionSheet)

        if let _ = alert.popoverPresentationController {
            alert = UIAlertController(title: title, message: nil, preferredStyle: .alert)
        }

        for column in columns {
            alert.addAction(UIAlertAction(title: column, style: .default, handler: nil))
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
        present(alert, animated: true, completion: nil)
    }

    func showSortOrder() {
        var sheet = UIAlertController(title: "Sort by", message: nil, preferredStyle: .actionSheet)
        if UIDevice.current.userInterfaceIdiom == .phone {
            sheet = UIAlertController(title: "Sort by", message: nil, preferredStyle: .alert)
        }
        sheet.addAction(UIAlertAction(title: "Date", style: .default))
        sheet.addAction(UIAlertAction(title: "Title", style: .default))
        present(sheet, animated: true)
    }
}
