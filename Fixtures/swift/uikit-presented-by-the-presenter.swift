// A popover's content that closes its popover and has the controller that presented it show the
// next thing (`presentingViewController`, or a name bound to it) does what popover-nested asks:
// that share sheet or action sheet is not shown from inside the popover. The one it presents
// itself, with the popover still open, is nested.
// expect: popover-nested 41:89
import UIKit

final class ArticleEditorViewController: UIViewController {
    @IBOutlet private weak var actionsButton: UIButton!

    @IBAction private func showActions(_ sender: UIButton) {
        let actions = ArticleActionsViewController()
        actions.modalPresentationStyle = .popover
        actions.popoverPresentationController?.sourceView = actionsButton
        present(actions, animated: true)
    }
}

final class ArticleActionsViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let presenter = presentingViewController
        let anchor = presenter?.view
        dismiss(animated: true) {
            let activity = UIActivityViewController(activityItems: [], applicationActivities: nil)
            activity.popoverPresentationController?.sourceView = anchor
            presenter?.present(activity, animated: true)
        }
    }

    func export() {
        guard let editor = self.presentingViewController as? ArticleEditorViewController else { return }
        editor.dismiss(animated: true) {
            let sheet = UIAlertController(title: "Export", message: nil, preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "PDF", style: .default))
            sheet.popoverPresentationController?.sourceView = editor.view
            editor.present(sheet, animated: true)
        }
    }

    func duplicate(_ sender: UIButton) {
        let sheet = UIAlertController(title: "Duplicate", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Duplicate Article", style: .default))
        sheet.popoverPresentationController?.sourceView = sender
        present(sheet, animated: true)
    }

    func share(_ sender: UIButton) {
        presentingViewController?.dismiss(animated: true)
        let activity = UIActivityViewController(activityItems: [], applicationActivities: nil)
        activity.popoverPresentationController?.sourceView = sender
        presentingViewController?.present(activity, animated: true)
    }
}
