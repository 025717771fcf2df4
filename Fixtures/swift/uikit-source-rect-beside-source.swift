// `sourceRect` is read in `sourceView`'s own coordinates: a view's `frame` is in its superview's,
// so `sourceRect = v.frame` with `sourceView = v` points the arrow beside `v` (the info and tag
// popovers). `v.bounds`, a root view's frame (its frame is its bounds), and a subview's frame
// read in its superview (`sourceView = toolbar`, `sourceRect = shareButton.frame`) point at it.
// expect: popover-arrow 18:68
// expect: popover-arrow 29:70
import UIKit

final class ArticleViewController: UIViewController {
    @IBOutlet private weak var infoButton: UIButton!
    @IBOutlet private weak var tagButton: UIButton!
    @IBOutlet private weak var toolbar: UIView!
    @IBOutlet private weak var shareButton: UIButton!

    @IBAction private func showInfo(_ sender: UIButton) {
        let info = InfoViewController()
        info.modalPresentationStyle = .popover
        info.popoverPresentationController?.sourceRect = infoButton.frame
        info.popoverPresentationController?.sourceView = infoButton
        present(info, animated: true)
    }

    @IBAction private func showTags(_ sender: UIButton) {
        let tags = InfoViewController()
        tags.modalPresentationStyle = UIModalPresentationStyle.popover
        if let popoverPresentationController = tags.popoverPresentationController {
            popoverPresentationController.sourceView = self.tagButton
            popoverPresentationController.permittedArrowDirections = .up
            popoverPresentationController.sourceRect = self.tagButton.frame
        }
        present(tags, animated: true)
    }

    @IBAction private func showDetails(_ sender: UIButton) {
        let details = InfoViewController()
        details.modalPresentationStyle = .popover
        guard let popover = details.popoverPresentationController else { return }
        popover.sourceView = sender
        popover.sourceRect = sender.bounds
        present(details, animated: true)
    }

    func showSummary() {
        let summary = InfoViewController()
        summary.modalPresentationStyle = .popover
        summary.popoverPresentationController?.sourceView = view
        summary.popoverPresentationController?.sourceRect = view.frame
        present(summary, animated: true)
    }

    func showOutline() {
        let outline = InfoViewController()
        outline.modalPresentationStyle = .popover
        outline.popoverPresentationController?.sourceView = self.view
        outline.popoverPresentationController?.sourceRect = self.view.frame
        present(outline, animated: true)
    }

    func showShare() {
        let share = InfoViewController()
        share.modalPresentationStyle = .popover
        share.popoverPresentationController?.sourceView = toolbar
        share.popoverPresentationController?.sourceRect = shareButton.frame
        present(share, animated: true)
    }

    func showNotes(from cell: UITableViewCell) {
        let notes = InfoViewController()
        notes.modalPresentationStyle = .popover
        notes.popoverPresentationController?.sourceView = cell
        notes.popoverPresentationController?.sourceRect = cell.contentView.frame
        present(notes, animated: true)
    }
}

final class InfoViewController: UIViewController {}
