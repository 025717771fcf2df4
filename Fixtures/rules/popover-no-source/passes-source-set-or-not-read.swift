// Correct designs, and designs whose popover is not read whole: no finding.
// expect: nothing
import UIKit

final class PhotoViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    @IBOutlet private weak var shareButton: UIButton!
    @IBOutlet private weak var moreItem: UIBarButtonItem!
    private var isPad: Bool { traitCollection.horizontalSizeClass == .regular }

    // An anchor set under a condition counts as set.
    @IBAction private func share(_ sender: UIButton) {
        let activity = UIActivityViewController(activityItems: [], applicationActivities: nil)
        if isPad, let popover = activity.popoverPresentationController {
            popover.sourceView = sender
            popover.sourceRect = sender.bounds
        }
        present(activity, animated: true)
    }

    // A bar button item, through a name bound by `guard let`.
    func showActions() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        guard let popover = sheet.popoverPresentationController else { return }
        popover.barButtonItem = moreItem
        present(sheet, animated: true)
    }

    // Handed to another function first: it may anchor it.
    func showHanded() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        anchor(sheet, to: shareButton)
        present(sheet, animated: true)
    }

    // A method of the controller this file does not declare (an extension elsewhere) may anchor it.
    func showAnchoredByExtension() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.anchor(at: shareButton)
        present(sheet, animated: true)
    }

    // Made by another function: not read whole.
    func showMade() {
        let made = makeOptions()
        made.modalPresentationStyle = .popover
        present(made, animated: true)
    }

    // Its delegate prepares the popover (and may give it its source there).
    func showPrepared() {
        let options = UIViewController()
        options.modalPresentationStyle = .popover
        options.popoverPresentationController?.delegate = self
        present(options, animated: true)
    }

    // The same delegate, set through `presentationController`.
    func showPreparedThroughPresentationController() {
        let options = UIViewController()
        options.modalPresentationStyle = .popover
        options.presentationController?.delegate = self
        present(options, animated: true)
    }

    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
        popoverPresentationController.sourceView = shareButton
    }

    // Only on iPhone, where an action sheet is a sheet.
    func showOnPhone() {
        if UIDevice.current.userInterfaceIdiom == .phone {
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            present(sheet, animated: true)
        }
    }

    // An alert is no popover; a style that is not a literal is not known.
    func confirm() {
        present(UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert), animated: true)
        let either = UIAlertController(title: nil, message: nil, preferredStyle: isPad ? .alert : .actionSheet)
        present(either, animated: true)
    }

    private func anchor(_ controller: UIViewController, to view: UIView) {
        controller.popoverPresentationController?.sourceView = view
    }

    private func makeOptions() -> UIViewController { UIViewController() }

    // Key-value coding on the popover presentation controller gives it its source; a title set
    // that way on the action sheet does not, and the key a variable holds may be any.
    func showByKeyValueCoding(key: String) {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.setValue(NSAttributedString(string: "Move"), forKey: "attributedTitle")
        sheet.popoverPresentationController?.setValue(shareButton, forKey: "sourceView")
        present(sheet, animated: true)
        let other = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        other.popoverPresentationController?.setValue(shareButton, forKey: key)
        present(other, animated: true)
    }
}
