// `sourceRect` is read in `sourceView`'s own coordinates: `sourceRect = v.frame` with
// `sourceView = v` points the arrow beside `v`, and `v.bounds` is what the code meant. Written
// through the optional chain, `self.`, a name bound to the popover controller (`let`, `if let`,
// `guard let`), before or after `sourceView`. Only `frame` changes. `v.bounds`, a root view's
// frame (its frame is its bounds) and a subview's frame read in its superview stay as they are.
// expect: popover-arrow 22:68
// expect: popover-arrow 32:70
// expect: popover-arrow 43:13
// expect: popover-arrow 52:36
import UIKit

final class ArticleViewController: UIViewController {
    @IBOutlet private weak var infoButton: UIButton!
    @IBOutlet private weak var tagButton: UIButton!
    @IBOutlet private weak var linkButton: UIButton!
    @IBOutlet private weak var toolbar: UIView!
    @IBOutlet private weak var shareButton: UIButton!

    @IBAction private func showInfo(_ sender: UIButton) {
        let info = DetailViewController()
        info.modalPresentationStyle = .popover
        info.popoverPresentationController?.sourceRect = infoButton.frame // the button's rectangle
        info.popoverPresentationController?.sourceView = infoButton
        present(info, animated: true)
    }

    @IBAction private func showTags(_ sender: UIButton) {
        let tags = DetailViewController()
        tags.modalPresentationStyle = UIModalPresentationStyle.popover
        if let popoverPresentationController = tags.popoverPresentationController {
            popoverPresentationController.sourceView = self.tagButton
            popoverPresentationController.sourceRect = self.tagButton.frame
        }
        self.present(tags, animated: true)
    }

    @IBAction private func showLink(_ sender: UIButton) {
        let link = DetailViewController()
        link.modalPresentationStyle = .popover
        let p = link.popoverPresentationController
        p?.sourceView = linkButton
        p?.sourceRect = linkButton
            .frame
        present(link, animated: true)
    }

    @IBAction private func showDetails(_ sender: UIButton) {
        let details = DetailViewController()
        details.modalPresentationStyle = .popover
        guard let popover = details.popoverPresentationController else { return }
        popover.sourceView = sender
        popover.sourceRect = sender.frame
        present(details, animated: true)
    }

    func showBounds() {
        let bounds = DetailViewController()
        bounds.modalPresentationStyle = .popover
        bounds.popoverPresentationController?.sourceView = infoButton
        bounds.popoverPresentationController?.sourceRect = infoButton.bounds
        present(bounds, animated: true)
    }

    func showSummary() {
        let summary = DetailViewController()
        summary.modalPresentationStyle = .popover
        summary.popoverPresentationController?.sourceView = view
        summary.popoverPresentationController?.sourceRect = view.frame
        present(summary, animated: true)
    }

    func showShare() {
        let share = DetailViewController()
        share.modalPresentationStyle = .popover
        share.popoverPresentationController?.sourceView = toolbar
        share.popoverPresentationController?.sourceRect = shareButton.frame
        present(share, animated: true)
    }
}

final class DetailViewController: UIViewController {}
