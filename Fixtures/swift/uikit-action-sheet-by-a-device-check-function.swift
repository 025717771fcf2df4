// Device checks written as functions that take nothing and return a `Bool`, as many apps write
// them: a method of the controller (`isPad()`, `self.isPad()`), a function outside any type, a
// `static func` of a type of the app's own (`DeviceTool.isPhone()`), one written with a ternary
// (`… == .pad ? true : false`). Each decides the condition it is written in, as the check written
// out does: an action sheet anchored only where a check says iPhone has no source on iPad, where
// UIKit raises an exception. A function that takes an argument, one overloaded by name, and one
// that reads a setting decide nothing, so nothing is reported under them.
// expect: popover-no-source 53:9
// expect: popover-no-source 71:9
import UIKit

func runsOnPad() -> Bool {
    return UIDevice.current.userInterfaceIdiom == .pad ? true : false
}

enum DeviceTool {
    static func isPhone() -> Bool {
        UIDevice.current.userInterfaceIdiom == .phone
    }

    static func isPad() -> Bool {
        UIDevice.current.userInterfaceIdiom == UIUserInterfaceIdiom.pad
    }
}

final class NotesViewController: UIViewController {
    @IBOutlet private weak var moreItem: UIBarButtonItem!
    private var prefersSheets = false

    private func isPad() -> Bool { UIDevice.current.userInterfaceIdiom == .pad }

    private func isCompact(_ traits: UITraitCollection) -> Bool { traits.horizontalSizeClass == .compact }

    private func usesSheets() -> Bool { prefersSheets }

    // Anchored where it is a popover.
    @IBAction private func showNoteActions() {
        let actions = UIAlertController(title: "Note", message: nil, preferredStyle: .actionSheet)
        actions.addAction(UIAlertAction(title: "Pin", style: .default))
        if self.isPad() {
            actions.popoverPresentationController?.barButtonItem = moreItem
        }
        present(actions, animated: true)
    }

    // Anchored only on iPhone, where an action sheet needs no anchor.
    @IBAction private func showFolderActions(_ sender: UIBarButtonItem) {
        let actions = UIAlertController(title: "Folder", message: nil, preferredStyle: .actionSheet)
        actions.addAction(UIAlertAction(title: "Rename", style: .default))
        if DeviceTool.isPhone() {
            actions.popoverPresentationController?.barButtonItem = sender
        }
        present(actions, animated: true)
    }

    // Presented on iPhone only: a sheet there, never a popover.
    @IBAction private func showShareActions() {
        guard !runsOnPad() else { return }
        let actions = UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
        actions.addAction(UIAlertAction(title: "Copy link", style: .default))
        present(actions, animated: true)
    }

    // The function outside any type says iPad; anchored only where it does not hold.
    @IBAction private func showTagActions(_ sender: UIBarButtonItem) {
        let actions = UIAlertController(title: "Tags", message: nil, preferredStyle: .actionSheet)
        actions.addAction(UIAlertAction(title: "Add tag", style: .default))
        if !runsOnPad() {
            actions.popoverPresentationController?.barButtonItem = sender
        }
        present(actions, animated: true)
    }

    // Anchored where the static check says iPad.
    @IBAction private func showSortActions() {
        let actions = UIAlertController(title: "Sort", message: nil, preferredStyle: .actionSheet)
        actions.addAction(UIAlertAction(title: "By date", style: .default))
        if DeviceTool.isPad() {
            actions.popoverPresentationController?.barButtonItem = moreItem
        }
        present(actions, animated: true)
    }

    // Under a setting, and a function given an argument: the anchor may be set, nothing is reported.
    @IBAction private func showExportActions() {
        let actions = UIAlertController(title: "Export", message: nil, preferredStyle: .actionSheet)
        actions.addAction(UIAlertAction(title: "PDF", style: .default))
        if !usesSheets() {
            actions.popoverPresentationController?.barButtonItem = moreItem
        }
        if !isCompact(traitCollection) {
            actions.popoverPresentationController?.sourceView = view
        }
        present(actions, animated: true)
    }
}
