// A controller given a second `modalPresentationStyle` in the same block before it is presented
// shows with the last one: `.popover` then `.formSheet` is a sheet (no popover, nothing to
// anchor), and `.formSheet` then `.popover` is a popover, here with no anchor, which UIKit
// rejects on an iPad. A second style set only under a condition (a compact width) leaves the
// popover where the condition is false, and that popover still needs an anchor.
// expect: popover-no-source 30:9
// expect: popover-no-source 39:14
import UIKit

final class ShelfViewController: UIViewController {
    @objc func showFilter(_ sender: UIBarButtonItem) {
        let filter = FilterViewController()
        filter.modalPresentationStyle = .popover
        filter.modalPresentationStyle = .formSheet
        present(filter, animated: true)
    }

    @objc func showHistory(_ sender: UIButton) {
        let history = UIViewController()
        history.modalPresentationStyle = UIModalPresentationStyle.popover
        history.popoverPresentationController?.sourceView = sender
        history.modalPresentationStyle = .pageSheet
        self.present(history, animated: true, completion: nil)
    }

    @objc func showSort(_ sender: UIButton) {
        let sort = FilterViewController()
        sort.modalPresentationStyle = .formSheet
        sort.modalPresentationStyle = .popover
        present(sort, animated: true)
    }

    @objc func showLayout(_ sender: UIButton) {
        let layout = FilterViewController()
        layout.modalPresentationStyle = .popover
        if traitCollection.horizontalSizeClass == .compact {
            layout.modalPresentationStyle = .fullScreen
        }
        self.present(layout, animated: true)
    }
}

final class FilterViewController: UIViewController {}
