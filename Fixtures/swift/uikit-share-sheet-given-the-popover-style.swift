// A share sheet given the popover style it has anyway on iPad. Where the width is compact that
// style makes it a popover too, the same one: `higlint popovers` lists it once, read in both widths.
// Its delegate keeps it a popover on an iPhone, which the guideline does not want; the twin below,
// whose code says nothing of a compact width, becomes a sheet there.
// expect: popover-in-compact 21:9
import UIKit

final class ExportViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    @IBAction private func export(_ sender: UIButton) {
        let activity = UIActivityViewController(activityItems: ["Report.pdf"], applicationActivities: nil)
        activity.modalPresentationStyle = .popover
        if let popover = activity.popoverPresentationController {
            popover.sourceView = sender
            popover.delegate = self
        }
        present(activity, animated: true)
    }

    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .none
    }
}

final class ArchiveViewController: UIViewController {
    @IBAction private func share(_ sender: UIBarButtonItem) {
        let activity = UIActivityViewController(activityItems: ["Archive.zip"], applicationActivities: nil)
        activity.modalPresentationStyle = .popover
        activity.popoverPresentationController?.barButtonItem = sender
        self.present(activity, animated: true)
    }
}
