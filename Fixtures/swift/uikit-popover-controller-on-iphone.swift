// UIPopoverController raises an exception on iPhone, and is deprecated everywhere since iOS 9.
// expect: popover-in-compact 13:26
// expect: popover-deprecated-api 13:26
import UIKit

final class ReaderViewController: UIViewController {
    private var fontPopover: UIPopoverController?

    @objc func showFonts(_ sender: UIBarButtonItem) {
        let fonts = FontListViewController()
        if UIDevice.current.userInterfaceIdiom == .phone {
            // A leftover from the iPad-only app.
            let legacy = UIPopoverController(contentViewController: fonts)
            legacy.popoverContentSize = CGSize(width: 280, height: 400)
            legacy.present(from: sender, permittedArrowDirections: .any, animated: true)
            fontPopover = legacy
        } else {
            fonts.modalPresentationStyle = .popover
            fonts.popoverPresentationController?.barButtonItem = sender
            present(fonts, animated: true)
        }
    }
}

final class FontListViewController: UITableViewController {}
