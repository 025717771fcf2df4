import UIKit

// `prepare(for:sender:)` sets the storyboard's popover segue up again, through a name bound to the
// destination and through the segue itself, and lets it become a sheet on iPhone.
final class LibraryViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
    override func prepare(for storyboardSegue: UIStoryboardSegue, sender: Any?) {
        guard storyboardSegue.identifier == nil else { return }
        let destination = storyboardSegue.destination
        destination.modalPresentationStyle = .popover
        storyboardSegue.destination.modalPresentationStyle = .popover
        destination.presentationController?.delegate = self
    }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .formSheet
    }
}
