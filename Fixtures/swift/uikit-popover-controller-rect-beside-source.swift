// UIPopoverController's `present(from:in:permittedArrowDirections:animated:)` reads the rectangle
// in the coordinates of the `in:` view: `from: v.frame, in: v` (a view's frame, in its
// superview's coordinates) points the arrow beside `v`, as `sourceRect = v.frame` with
// `sourceView = v` does (the info, tag, link, notes and iPad-only popovers). `v.bounds`, a
// subview's frame read in its superview (`in: v.superview!`, `in: view`), a root view's frame
// (its frame is its bounds), a computed rectangle and a bar button item point at their source.
// Every UIPopoverController is deprecated (popover-deprecated-api at each).
// expect: popover-deprecated-api 35:20
// expect: popover-arrow 36:38
// expect: popover-deprecated-api 40:20
// expect: popover-arrow 42:42
// expect: popover-deprecated-api 47:20
// expect: popover-arrow 49:25
// expect: popover-deprecated-api 59:25
// expect: popover-arrow 60:38
// expect: popover-deprecated-api 67:23
// expect: popover-arrow 68:42
// expect: popover-deprecated-api 72:22
// expect: popover-deprecated-api 77:27
// expect: popover-deprecated-api 82:22
// expect: popover-deprecated-api 87:24
// expect: popover-deprecated-api 92:25
// expect: popover-deprecated-api 98:21
// expect: popover-deprecated-api 103:24
import UIKit

final class LegacyArticleViewController: UIViewController {
    @IBOutlet private weak var infoButton: UIButton!
    @IBOutlet private weak var tagButton: UIButton!
    @IBOutlet private weak var linkButton: UIButton!
    @IBOutlet private weak var shareButton: UIButton!
    @IBOutlet private weak var toolbar: UIView!

    @IBAction private func showInfo(_ sender: UIButton) {
        let info = UIPopoverController(contentViewController: ArticleInfoViewController())
        info.present(from: infoButton.frame, in: infoButton, permittedArrowDirections: .any, animated: true)
    }

    @IBAction private func showTags(_ sender: UIButton) {
        let tags = UIPopoverController(contentViewController: ArticleInfoViewController())
        tags.popoverContentSize = CGSize(width: 320, height: 240)
        tags.present(from: self.tagButton.frame, in: self.tagButton, permittedArrowDirections: [.up, .down], animated: true)
    }

    @IBAction private func showLink(_ sender: Any) {
        guard let button = sender as? UIButton else { return }
        let link = UIPopoverController(contentViewController: ArticleInfoViewController())
        link.present(
            from: button.frame,
            in: button,
            permittedArrowDirections: UIPopoverArrowDirection.up,
            animated: true
        )
    }

    #if os(iOS)
    func showNotes(from cell: UITableViewCell) {
        if let label = cell.textLabel {
            let notes = UIPopoverController(contentViewController: ArticleInfoViewController())
            notes.present(from: label.frame, in: label, permittedArrowDirections: .any, animated: true)
        }
    }
    #endif

    func showPadOnly() {
        guard UIDevice.current.userInterfaceIdiom == .pad else { return }
        let padOnly = UIPopoverController(contentViewController: ArticleInfoViewController())
        padOnly.present(from: shareButton.frame, in: shareButton, permittedArrowDirections: .down, animated: true)
    }

    func showBounds() {
        let bounds = UIPopoverController(contentViewController: ArticleInfoViewController())
        bounds.present(from: infoButton.bounds, in: infoButton, permittedArrowDirections: .any, animated: true)
    }

    func showInSuperview() {
        let inSuperview = UIPopoverController(contentViewController: ArticleInfoViewController())
        inSuperview.present(from: tagButton.frame, in: tagButton.superview!, permittedArrowDirections: .any, animated: true)
    }

    func showInRootView() {
        let inRoot = UIPopoverController(contentViewController: ArticleInfoViewController())
        inRoot.present(from: self.linkButton.frame, in: self.view, permittedArrowDirections: .any, animated: true)
    }

    func showOverRootView() {
        let overRoot = UIPopoverController(contentViewController: ArticleInfoViewController())
        overRoot.present(from: view.frame, in: view, permittedArrowDirections: .any, animated: true)
    }

    func showInToolbar() {
        let inToolbar = UIPopoverController(contentViewController: ArticleInfoViewController())
        inToolbar.present(from: shareButton.frame, in: toolbar, permittedArrowDirections: .any, animated: true)
    }

    func showInset() {
        let rect = infoButton.bounds.insetBy(dx: 4, dy: 4)
        let inset = UIPopoverController(contentViewController: ArticleInfoViewController())
        inset.present(from: rect, in: infoButton, permittedArrowDirections: .any, animated: true)
    }

    @objc func showFromItem(_ sender: UIBarButtonItem) {
        let fromItem = UIPopoverController(contentViewController: ArticleInfoViewController())
        fromItem.present(from: sender, permittedArrowDirections: .any, animated: true)
    }
}

final class ArticleInfoViewController: UIViewController {}
