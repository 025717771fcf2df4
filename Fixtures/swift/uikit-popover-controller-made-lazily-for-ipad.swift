// A UIPopoverController made by a lazy property is made only when a method first uses it: used
// only under `if idiom == .pad`, it is never made on an iPhone, so it raises no exception there
// (only the deprecation warning). One made outside the check, even if presented only on iPad,
// raises on an iPhone as soon as it is made: an error there.
// expect: popover-deprecated-api 12:38
// expect: popover-deprecated-api 23:21
// expect: popover-in-compact 23:21
import UIKit

final class LibraryFilterController: UIViewController {
    @IBOutlet private weak var filterItem: UIBarButtonItem!
    private lazy var filterPopover = UIPopoverController(contentViewController: LibraryFontsController())

    @objc func showFilters() {
        if UIDevice.current.userInterfaceIdiom == .pad {
            filterPopover.present(from: filterItem, permittedArrowDirections: [.up, .down], animated: true)
        } else {
            navigationController?.pushViewController(LibraryFontsController(), animated: true)
        }
    }

    @objc func showFonts() {
        let fonts = UIPopoverController(contentViewController: LibraryFontsController())
        if UIDevice.current.userInterfaceIdiom != .phone {
            fonts.present(from: filterItem, permittedArrowDirections: .any, animated: true)
        }
    }

    @objc func showHelp() {
        if UIDevice.current.userInterfaceIdiom == .phone {
            navigationController?.pushViewController(UIViewController(), animated: true)
        }
    }
}

final class LibraryFontsController: UIViewController {}
