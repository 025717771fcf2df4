// Action sheets and share sheets the app anchors with its own code, which higlint does not
// follow: a convenience initializer that takes the anchor (its labels are not UIKit's), a property
// the app's extension gives the controller (`anchorView`, or one it names `sourceView`, which
// UIKit's alert controller does not have), and another name for the sheet that sets the anchor.
// Each may be anchored: no `popover-no-source`. Beside them, a sheet given only UIKit's own
// settings (`title`, `view.tintColor`) and no anchor is presented with none on an iPad.
// expect: popover-no-source 57:9
import UIKit

extension UIAlertController {
    convenience init(title: String?, preferredStyle: UIAlertController.Style, anchoredTo view: UIView) {
        self.init(title: title, message: nil, preferredStyle: preferredStyle)
        popoverPresentationController?.sourceView = view
        popoverPresentationController?.sourceRect = view.bounds
    }
}

final class GardenViewController: UIViewController {
    @IBAction func prune(_ sender: UIButton) {
        let choices = UIAlertController(title: "Prune", preferredStyle: .actionSheet, anchoredTo: sender)
        choices.addAction(UIAlertAction(title: "Trim", style: .default))
        present(choices, animated: true)
    }

    @IBAction func water(_ sender: UIButton) {
        let sheet = UIAlertController(title: "Water", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Now", style: .default))
        sheet.anchorView = sender
        present(sheet, animated: true)
    }

    @IBAction func harvest(_ sender: UIButton) {
        let sheet = UIAlertController(title: "Harvest", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "All", style: .default))
        sheet.sourceView = sender
        self.present(sheet, animated: true, completion: nil)
    }

    @IBAction func share(_ sender: UIButton) {
        let activity = UIActivityViewController(activityItems: ["Tomatoes"], applicationActivities: nil, from: sender)
        present(activity, animated: true)
    }

    func replant(_ bed: UIView) {
        let sheet = UIAlertController(title: "Replant", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Bed", style: .default))
        let same = sheet
        same.popoverPresentationController?.sourceView = bed
        present(sheet, animated: true)
    }

    @IBAction func compost(_ sender: UIButton) {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.title = "Compost"
        sheet.view.tintColor = .systemGreen
        sheet.addAction(UIAlertAction(title: "Add", style: .default))
        present(sheet, animated: true)
    }
}
