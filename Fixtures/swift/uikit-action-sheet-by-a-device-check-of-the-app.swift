// The app's own device checks, static properties of a type of its own, tested as `DeviceKind.isPad`
// (the same as when they are declared in a file of their own, docs/sources.md "A device check in
// another file"). Each decides the condition it is written in: an action sheet anchored only
// where the check says iPhone has no source on iPad, and UIKit raises an exception there.
// A stored `static var` may change, and decides nothing. The idiom's case may be spelt in full.
// expect: popover-no-source 28:9
import UIKit

enum DeviceKind {
    static let isPad = UIDevice.current.userInterfaceIdiom == .pad
    static var isPhone: Bool {
        return UIDevice.current.userInterfaceIdiom == UIUserInterfaceIdiom.phone
    }
    // Read from a setting at launch.
    static var prefersSheets = UIDevice.current.userInterfaceIdiom == .phone
}

final class TagsViewController: UIViewController {
    @IBOutlet private weak var sortItem: UIBarButtonItem!

    // Anchored only on iPhone, where an action sheet has no anchor.
    @IBAction private func showTagActions(_ sender: UIBarButtonItem) {
        let actions = UIAlertController(title: "Tags", message: nil, preferredStyle: .actionSheet)
        actions.addAction(UIAlertAction(title: "Rename", style: .default))
        if DeviceKind.isPhone {
            actions.popoverPresentationController?.barButtonItem = sender
        }
        present(actions, animated: true)
    }

    // Anchored where it is a popover.
    @IBAction private func showSortActions() {
        let actions = UIAlertController(title: "Sort", message: nil, preferredStyle: .actionSheet)
        actions.addAction(UIAlertAction(title: "By name", style: .default))
        if DeviceKind.isPad {
            actions.popoverPresentationController?.barButtonItem = sortItem
        }
        present(actions, animated: true)
    }

    // Presented on iPhone only: a sheet there, never a popover.
    @IBAction private func showShareActions() {
        guard !DeviceKind.isPad else { return }
        let actions = UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
        actions.addAction(UIAlertAction(title: "Copy link", style: .default))
        present(actions, animated: true)
    }

    // Under a setting: the anchor may be set, so nothing is reported.
    @IBAction private func showExportActions() {
        let actions = UIAlertController(title: "Export", message: nil, preferredStyle: .actionSheet)
        actions.addAction(UIAlertAction(title: "PDF", style: .default))
        if !DeviceKind.prefersSheets {
            actions.popoverPresentationController?.barButtonItem = sortItem
        }
        present(actions, animated: true)
    }
}
