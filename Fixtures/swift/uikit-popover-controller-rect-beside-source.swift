// UIPopoverController's `present(from:in:permittedArrowDirections:animated:)` reads the rectangle
// in the coordinates of the `in:` view: `from: v.frame, in: v` (a view's frame, in its
// superview's coordinates) points the arrow beside `v`, as `sourceRect = v.frame` with
// `sourceView = v` does (the info, tag, link, notes, iPad-only and history popovers, the last
// held by a stored property). `v.bounds`, a subview's frame read in its superview (`in:
// v.superview!`, `in: view`), a root view's frame (its frame is its bounds), a computed rectangle
// and a bar button item point at their source.
// Every UIPopoverController is deprecated (popover-deprecated-api at each).
// expect: popover-deprecated-api 40:20
// expect: popover-arrow 41:38
// expect: popover-deprecated-api 45:20
// expect: popover-arrow 47:42
// expect: popover-deprecated-api 52:20
// expect: popover-arrow 54:25
// expect: popover-deprecated-api 64:25
// expect: popover-arrow 65:38
// expect: popover-deprecated-api 72:23
// expect: popover-arrow 73:42
// expect: popover-deprecated-api 77:30
// expect: popover-arrow 78:48
// expect: popover-deprecated-api 82:25
// expect: popover-deprecated-api 87:22
// expect: popover-deprecated-api 92:27
// expect: popover-deprecated-api 97:22
// expect: popover-deprecated-api 102:24
// expect: popover-deprecated-api 107:25
// expect: popover-deprecated-api 113:21
// expect: popover-deprecated-api 118:24
import UIKit

final class LegacyArticleViewController: UIViewController {
    @IBOutlet private weak var infoButton: UIButton!
    @IBOutlet private weak var tagButton: UIButton!
    @IBOutlet private weak var linkButton: UIButton!
    @IBOutlet private weak var shareButton: UIButton!
    @IBOutlet private weak var toolbar: UIView!
    private var legacyPopover: UIPopoverController?

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

    func showHistory() {
        self.legacyPopover = UIPopoverController(contentViewController: ArticleInfoViewController())
        legacyPopover?.present(from: linkButton.frame, in: linkButton, permittedArrowDirections: .any, animated: true)
    }

    func showHistoryBounds() {
        legacyPopover = UIPopoverController(contentViewController: ArticleInfoViewController())
        self.legacyPopover?.present(from: linkButton.bounds, in: linkButton, permittedArrowDirections: .any, animated: true)
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
