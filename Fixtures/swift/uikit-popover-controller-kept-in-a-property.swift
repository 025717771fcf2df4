// A UIPopoverController kept in a stored property: made and set up in one method, presented in
// another. Made in one place of the class, the property is one popover in every method, with the
// settings of all of them joined: the fonts popover is presented with no arrow (`[]`) from its bar
// button item; the tag popover (`self.tagPopover?`) points beside its button (`from: v.frame,
// in: v`); the filter popover, made in its property's declaration, permits no arrow on iPad; nor
// does the sort popover, presented under `if let popover = sortPopover`, nor the shelf popover,
// made in `init` and presented by an extension of the class.
// Every UIPopoverController is deprecated (popover-deprecated-api where each is made).
// Its twins, in uikit-popover-controller-kept-in-a-property-twins.swift, stay silent.
// expect: popover-deprecated-api 30:23
// expect: popover-no-arrow 37:43
// expect: popover-arrow 41:49
// expect: popover-deprecated-api 45:23
// expect: popover-deprecated-api 54:38
// expect: popover-no-arrow 63:53
// expect: popover-deprecated-api 74:23
// expect: popover-no-arrow 79:45
// expect: popover-deprecated-api 91:24
// expect: popover-no-arrow 100:39
import UIKit

#if os(iOS)
final class ReaderToolbarController: UIViewController {
    @IBOutlet private weak var tagButton: UIButton!
    private var fontPopover: UIPopoverController!
    private var tagPopover: UIPopoverController?

    override func viewDidLoad() {
        super.viewDidLoad()
        fontPopover = UIPopoverController(contentViewController: ReaderFontsController())
        fontPopover.popoverContentSize = CGSize(width: 320, height: 400)
        prepareTags()
    }

    @objc func showFonts(_ sender: UIBarButtonItem) {
        guard !fontPopover.isPopoverVisible else { return }
        fontPopover.present(from: sender, permittedArrowDirections: [], animated: true)
    }

    @IBAction private func showTags(_ sender: UIButton) {
        self.tagPopover?.present(from: tagButton.frame, in: tagButton, permittedArrowDirections: .any, animated: true)
    }

    private func prepareTags() {
        let popover = UIPopoverController(contentViewController: ReaderFontsController())
        popover.popoverContentSize = CGSize(width: 280, height: 320)
        self.tagPopover = popover
    }
}
#endif

final class FilterBarController: UIViewController {
    @IBOutlet private weak var filterItem: UIBarButtonItem!
    private lazy var filterPopover = UIPopoverController(contentViewController: ReaderFontsController())

    override func viewDidLoad() {
        super.viewDidLoad()
        filterPopover.popoverContentSize = CGSize(width: 320, height: 480)
    }

    @objc func showFilters() {
        if UIDevice.current.userInterfaceIdiom == .pad {
            filterPopover.present(from: filterItem, permittedArrowDirections: [], animated: true)
        }
    }
}

final class SortBarController: UIViewController {
    @IBOutlet private weak var sortItem: UIBarButtonItem!
    private var sortPopover: UIPopoverController?

    override func awakeFromNib() {
        super.awakeFromNib()
        sortPopover = UIPopoverController(contentViewController: ReaderFontsController())
    }

    @objc func showSort() {
        if let popover = sortPopover, !popover.isPopoverVisible {
            popover.present(from: sortItem, permittedArrowDirections: [], animated: true)
        }
    }
}

final class ReaderFontsController: UITableViewController {}

final class ShelfController: UIViewController {
    private var shelfPopover: UIPopoverController?

    init() {
        super.init(nibName: nil, bundle: nil)
        shelfPopover = UIPopoverController(contentViewController: ReaderFontsController())
    }

    required init?(coder: NSCoder) { fatalError() }
}

extension ShelfController {
    @objc func showShelf(_ sender: UIBarButtonItem) {
        guard let popover = self.shelfPopover else { return }
        popover.present(from: sender, permittedArrowDirections: [], animated: true)
    }
}
