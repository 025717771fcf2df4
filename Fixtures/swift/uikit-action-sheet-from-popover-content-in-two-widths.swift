// The column menu checks the width, so it is read in a regular and a compact width. Its action
// sheet is a popover inside the popover where the width is regular, and an action sheet over the
// menu (then a sheet) where it is compact: one `present`, reported once, as a nested popover. The
// form sheet it presents is over the popover in either width.
// expect: popover-nested 27:86
// expect: popover-over-popover 38:41
import UIKit

final class BoardColumnsViewController: UIViewController {
    @IBOutlet private weak var columnButton: UIButton!

    @IBAction private func showColumnMenu(_ sender: UIButton) {
        let menu = ColumnMenuViewController()
        menu.modalPresentationStyle = .popover
        menu.popoverPresentationController?.sourceView = columnButton
        present(menu, animated: true)
    }
}

final class ColumnMenuViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = traitCollection.horizontalSizeClass == .compact ? 52 : 44
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let sheet = UIAlertController(title: "Column", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Rename", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        if traitCollection.horizontalSizeClass == .regular {
            sheet.popoverPresentationController?.sourceView = tableView.cellForRow(at: indexPath)
        }
        present(sheet, animated: true)
    }

    func editColumn() {
        let editor = UIViewController()
        editor.modalPresentationStyle = .formSheet
        present(editor, animated: true)
    }

    func confirmDelete() {
        let alert = UIAlertController(title: "Delete Column?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        present(alert, animated: true)
    }
}
