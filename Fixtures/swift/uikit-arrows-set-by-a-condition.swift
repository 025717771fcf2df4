// Permitted arrow directions chosen by a condition are not known: `higlint popovers` lists them
// as unknown (not `any`), and `popover-no-arrow` does not judge a popover that may keep its arrow.
// Set to the literal `[]`, the popover has no arrow at all.
// expect: popover-no-arrow 33:47
import UIKit

final class DialViewController: UIViewController {
    var isDial = false
    var centered = false

    @IBAction private func showSettings(_ sender: UIButton) {
        let settings = UITableViewController()
        settings.modalPresentationStyle = .popover
        settings.popoverPresentationController?.sourceView = sender
        settings.popoverPresentationController?.permittedArrowDirections = isDial ? [.right] : [.up, .down]
        present(settings, animated: true)
    }

    @IBAction private func showZoom(_ sender: UIButton) {
        let zoom = UITableViewController()
        zoom.modalPresentationStyle = .popover
        if let popover = zoom.popoverPresentationController {
            popover.sourceView = sender
            popover.permittedArrowDirections = centered ? [] : .any
        }
        present(zoom, animated: true)
    }

    @IBAction private func showLevels(_ sender: UIButton) {
        let levels = UITableViewController()
        levels.modalPresentationStyle = .popover
        levels.popoverPresentationController?.sourceView = sender
        levels.popoverPresentationController?.permittedArrowDirections = []
        present(levels, animated: true)
    }
}
