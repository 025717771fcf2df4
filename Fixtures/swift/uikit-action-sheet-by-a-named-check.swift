// The idiom checked through a name, as apps write it: a computed `isPad` or `isPhone` property, a
// `let` of the function, `self.isPad`, negated, in an `if` or a `guard`. Each is decided where the
// check it names is: an action sheet presented without an anchor only on iPhone is a sheet there
// and fine; one anchored only on iPhone, or presented unanchored once the code is past
// `guard isPad`, has no source on iPad, and UIKit raises an exception there.
// A `Bool` the code may set otherwise (a stored `var`) decides nothing, as any other condition.
// expect: popover-no-source 60:9
// expect: popover-no-source 67:9
import UIKit

final class ArchiveViewController: UIViewController {
    @IBOutlet private weak var sortButton: UIButton!
    /// Set by the scene delegate: it may change.
    var usesCompactLayout = false

    private var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }
    private var isPhone: Bool {
        return traitCollection.userInterfaceIdiom == .phone
    }

    @IBAction private func showSort(_ sender: UIButton) {
        let sort = UIAlertController(title: "Sort by", message: nil, preferredStyle: .actionSheet)
        sort.addAction(UIAlertAction(title: "Date", style: .default))
        if isPhone {
            present(sort, animated: true)
        } else {
            sort.popoverPresentationController?.sourceView = sender
            present(sort, animated: true)
        }
    }

    func confirmEmpty() {
        let confirm = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        confirm.addAction(UIAlertAction(title: "Empty Archive", style: .destructive))
        guard !self.isPad else {
            confirm.popoverPresentationController?.sourceView = sortButton
            present(confirm, animated: true)
            return
        }
        present(confirm, animated: true)
    }

    func shareArchive() {
        let padLayout = UIDevice.current.userInterfaceIdiom == .pad
        let share = UIActivityViewController(activityItems: ["Archive"], applicationActivities: nil)
        if !padLayout {
            present(share, animated: true)
            return
        }
        share.popoverPresentationController?.sourceView = sortButton
        present(share, animated: true)
    }

    func restoreAll() {
        let restore = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        restore.addAction(UIAlertAction(title: "Restore All", style: .default))
        if isPhone {
            restore.popoverPresentationController?.sourceView = view
        }
        present(restore, animated: true)
    }

    func deleteAll() {
        guard isPad else { return }
        let delete = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        delete.addAction(UIAlertAction(title: "Delete All", style: .destructive))
        present(delete, animated: true)
    }

    func exportAll() {
        let export = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        export.addAction(UIAlertAction(title: "Export", style: .default))
        if usesCompactLayout {
            present(export, animated: true)
        } else {
            export.popoverPresentationController?.sourceView = sortButton
            present(export, animated: true)
        }
    }
}
