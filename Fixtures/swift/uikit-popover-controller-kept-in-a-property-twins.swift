// The twins of uikit-popover-controller-kept-in-a-property.swift. Kept in a property, made in one
// method and presented in another, these popovers are anchored as the guideline asks: any arrow
// from the bar button item that was tapped, a button's bounds (`from: v.bounds, in: v`), a frame
// read in the superview that holds it (`in: v.superview!`), arrows up and down on iPad, and an
// `if let` that shadows the property. Where the code does not say which popover a name holds, no
// arrow is read: a property made in two methods (either may be the one shown), a closure's
// parameter, a method's parameter, and a local variable named after the property.
// Every UIPopoverController is deprecated (popover-deprecated-api where each is made).
// expect: popover-deprecated-api 26:23
// expect: popover-deprecated-api 27:27
// expect: popover-deprecated-api 46:38
// expect: popover-deprecated-api 64:23
// expect: popover-deprecated-api 90:24
// expect: popover-deprecated-api 94:24
// expect: popover-deprecated-api 119:30
import UIKit

final class LibraryToolbarController: UIViewController {
    @IBOutlet private weak var tagButton: UIButton!
    @IBOutlet private weak var noteButton: UIButton!
    private var fontPopover: UIPopoverController!
    private var tagPopover: UIPopoverController?

    override func viewDidLoad() {
        super.viewDidLoad()
        fontPopover = UIPopoverController(contentViewController: LibraryFontsController())
        self.tagPopover = UIPopoverController(contentViewController: LibraryFontsController())
        tagPopover?.popoverContentSize = CGSize(width: 320, height: 240)
    }

    @objc func showFonts(_ sender: UIBarButtonItem) {
        fontPopover.present(from: sender, permittedArrowDirections: .any, animated: true)
    }

    @IBAction private func showTags(_ sender: UIButton) {
        self.tagPopover?.present(from: tagButton.bounds, in: tagButton, permittedArrowDirections: .any, animated: true)
    }

    @IBAction private func showNotes(_ sender: UIButton) {
        tagPopover?.present(from: noteButton.frame, in: noteButton.superview!, permittedArrowDirections: .any, animated: true)
    }
}

final class LibraryFilterController: UIViewController {
    @IBOutlet private weak var filterItem: UIBarButtonItem!
    private lazy var filterPopover = UIPopoverController(contentViewController: LibraryFontsController())

    @objc func showFilters() {
        #if os(iOS)
        if UIDevice.current.userInterfaceIdiom == .pad {
            filterPopover.present(from: filterItem, permittedArrowDirections: [.up, .down], animated: true)
        }
        #endif
    }
}

final class LibrarySortController: UIViewController {
    @IBOutlet private weak var sortItem: UIBarButtonItem!
    private var sortPopover: UIPopoverController?
    private var otherPopovers: [UIPopoverController] = []

    override func awakeFromNib() {
        super.awakeFromNib()
        sortPopover = UIPopoverController(contentViewController: LibraryFontsController())
    }

    @objc func showSort() {
        if let sortPopover = sortPopover {
            sortPopover.present(from: sortItem, permittedArrowDirections: .any, animated: true)
        }
    }

    @objc func showOthers(_ sender: UIBarButtonItem) {
        otherPopovers.forEach { sortPopover in
            sortPopover.present(from: sender, permittedArrowDirections: [], animated: true)
        }
    }

    func show(_ sortPopover: UIPopoverController, from item: UIBarButtonItem) {
        sortPopover.present(from: item, permittedArrowDirections: [], animated: true)
    }
}

final class LibraryShareController: UIViewController {
    @IBOutlet private weak var shareItem: UIBarButtonItem!
    private var sharePopover: UIPopoverController?
    private var otherPopovers: [UIPopoverController] = []

    func prepareForLinks() {
        sharePopover = UIPopoverController(contentViewController: LibraryFontsController())
    }

    func prepareForFiles() {
        sharePopover = UIPopoverController(contentViewController: LibraryFontsController())
    }

    @objc func share() {
        sharePopover?.present(from: shareItem, permittedArrowDirections: [], animated: true)
    }

    @objc func shareFirstOther() {
        let sharePopover = otherPopovers.first
        sharePopover?.present(from: shareItem, permittedArrowDirections: [], animated: true)
    }
}

final class LibraryFontsController: UITableViewController {}

final class LibraryExportController: UIViewController {
    @IBOutlet private weak var exportItem: UIBarButtonItem!
    private var exportPopover: UIPopoverController?

    @objc func export() {
        guard let exportPopover = exportPopover else { return }
        exportPopover.present(from: exportItem, permittedArrowDirections: .any, animated: true)
    }

    func prepare() {
        self.exportPopover = UIPopoverController(contentViewController: LibraryFontsController())
        exportPopover?.popoverContentSize = CGSize(width: 320, height: 400)
    }
}
