// UIKit shows an action sheet and a share sheet (UIActivityViewController) as popovers on iPad
// (a regular width) and as sheets on iPhone. Their anchors are read like any popover's. The
// action sheet's Cancel action is no button when it is a popover (a tap outside cancels), so
// it is no Cancel-button noise; an `.alert`, and a style that is not a literal, are no popover.
// expect: popover-no-arrow 24:54
import UIKit

final class PhotoViewController: UIViewController {
    @IBOutlet private weak var shareButton: UIBarButtonItem!
    @IBOutlet private weak var moreButton: UIButton!
    private var isPad: Bool { traitCollection.horizontalSizeClass == .regular }

    @IBAction private func share(_ sender: UIBarButtonItem) {
        let activity = UIActivityViewController(activityItems: [photoURL], applicationActivities: nil)
        activity.popoverPresentationController?.barButtonItem = sender
        present(activity, animated: true)
    }

    @IBAction private func more(_ sender: UIButton) {
        let sheet = UIAlertController(title: "Photo", message: nil, preferredStyle: UIAlertController.Style.actionSheet)
        sheet.addAction(UIAlertAction(title: "Duplicate", style: .default) { _ in self.duplicate() })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        if let popover = sheet.popoverPresentationController {
            popover.sourceView = moreButton; popover.permittedArrowDirections = []
        }
        self.present(sheet, animated: true, completion: nil)
    }

    @IBAction private func delete(_ sender: UIButton) {
        let confirm = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        confirm.addAction(UIAlertAction(title: "Delete", style: .destructive))
        present(confirm, animated: true)
        let either = UIAlertController(title: nil, message: nil, preferredStyle: isPad ? .alert : .actionSheet)
        present(either, animated: true)
    }

    private var photoURL: URL { URL(fileURLWithPath: "/tmp/photo.jpg") }
    private func duplicate() {}
}
