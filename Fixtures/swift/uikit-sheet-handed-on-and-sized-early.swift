// Shapes of real code that hand an action sheet to the app's own function in a wrapper (an array,
// a cast), or anchor it through a cell's content view, whose frame is its bounds: each may be
// anchored, or points the arrow at its view, so nothing is said. A popover sized before it is
// given the popover style has that size (`higlint popovers` lists 300×300). Beside them, a sheet
// handed to nothing and anchored to nothing is presented with no anchor on an iPad.
// expect: popover-no-source 48:9
import UIKit

final class InboxViewController: UITableViewController {
    @IBAction func archiveAll(_ sender: UIBarButtonItem) {
        let sheet = UIAlertController(title: "Archive all?", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Archive", style: .destructive))
        anchorPopovers([sheet], to: sender)
        present(sheet, animated: true)
    }

    @IBAction func markAll(_ sender: UIBarButtonItem) {
        let sheet = UIAlertController(title: "Mark all?", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Read", style: .default))
        anchor(sheet as UIViewController, to: sender)
        present(sheet, animated: true)
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let cell = tableView.cellForRow(at: indexPath) else { return }
        let content = cell.contentView
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Reply", style: .default))
        sheet.popoverPresentationController?.sourceView = content
        sheet.popoverPresentationController?.sourceRect = content.frame
        present(sheet, animated: true)
    }

    @IBAction func chooseFolder(_ sender: UIBarButtonItem) {
        let folders = UITableViewController()
        folders.preferredContentSize = CGSize(width: 300, height: 300)
        folders.modalPresentationStyle = .popover
        folders.popoverPresentationController?.barButtonItem = sender
        present(folders, animated: true)
    }

    private func anchorPopovers(_ controllers: [UIViewController], to item: UIBarButtonItem) {}
    private func anchor(_ controller: UIViewController, to item: UIBarButtonItem) {}

    @IBAction func deleteAll() {
        let sheet = UIAlertController(title: "Delete all?", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
        present(sheet, animated: true)
    }
}
