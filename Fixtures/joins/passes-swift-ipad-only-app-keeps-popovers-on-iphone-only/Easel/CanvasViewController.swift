import UIKit

// The app runs on iPad only (its project says TARGETED_DEVICE_FAMILY = 2): the iPhone branch never
// runs, and in a compact iPad width the popover becomes a form sheet.

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
