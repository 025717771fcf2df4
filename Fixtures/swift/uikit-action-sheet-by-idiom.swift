// An action sheet is a popover on iPad and a sheet on iPhone; code that checks the idiom is read
// in each context it singles out. Anchored under `if idiom == .pad`, or presented without an
// anchor only where it is a sheet (`idiom == .phone`): fine. Anchored only on iPhone and presented
// everywhere: on iPad it has no source, and UIKit raises an exception.
// expect: popover-no-source 38:9
import UIKit

#if os(iOS)
final class InboxViewController: UIViewController {
    @IBOutlet private weak var filterButton: UIButton!

    @IBAction private func showFilters(_ sender: UIButton) {
        let filters = UIAlertController(title: "Show", message: nil, preferredStyle: .actionSheet)
        filters.addAction(UIAlertAction(title: "Unread", style: .default) { _ in })
        filters.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        if UIDevice.current.userInterfaceIdiom == .pad {
            filters.popoverPresentationController?.sourceView = sender
            filters.popoverPresentationController?.sourceRect = sender.bounds
        }
        present(filters, animated: true)
    }

    func confirmDelete() {
        let confirm = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        confirm.addAction(UIAlertAction(title: "Delete", style: .destructive))
        if UIDevice.current.userInterfaceIdiom == .phone {
            present(confirm, animated: true)
        } else {
            confirm.popoverPresentationController?.sourceView = view
            self.present(confirm, animated: true)
        }
    }

    func markAll() {
        let mark = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        mark.addAction(UIAlertAction(title: "Mark All as Read", style: .default))
        if UIDevice.current.userInterfaceIdiom == .phone { mark.popoverPresentationController?.sourceView = view }
        present(mark, animated: true)
    }
}
#endif
