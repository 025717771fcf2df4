import UIKit

// The app runs on iPhone and iPad (TARGETED_DEVICE_FAMILY = "1,2"): on an iPhone the popover stays
// a popover.

final class CanvasViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    @IBAction func showBrushes(_ sender: UIButton) {
        let brushes = BrushPickerViewController()
        brushes.modalPresentationStyle = .popover
        brushes.preferredContentSize = CGSize(width: 240, height: 120)
        brushes.popoverPresentationController?.sourceView = sender
        brushes.popoverPresentationController?.sourceRect = sender.bounds
        brushes.popoverPresentationController?.delegate = self
        present(brushes, animated: true)
    }

    // A helper shared with the team's universal app: keep the popover on iPhone,
    // use a form sheet in a compact iPad width (Slide Over, narrow Split View).
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        return UIDevice.current.userInterfaceIdiom == .phone ? .none : .formSheet
    }
}

final class BrushPickerViewController: UITableViewController {}
