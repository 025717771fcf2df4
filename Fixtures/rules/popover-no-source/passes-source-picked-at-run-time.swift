// A source the code picks at run time is a source: a cast of an action's `sender`, a fallback
// with `??`, a choice with `?:`. No finding.
// expect: nothing
import UIKit

final class ItineraryViewController: UIViewController {
    @IBOutlet private weak var mapButton: UIButton!
    private var isPad: Bool { traitCollection.horizontalSizeClass == .regular }

    @IBAction private func share(_ sender: Any) {
        let activity = UIActivityViewController(activityItems: [], applicationActivities: nil)
        activity.popoverPresentationController?.barButtonItem = sender as? UIBarButtonItem
        present(activity, animated: true)
    }

    @IBAction private func export(_ sender: Any) {
        let activity = UIActivityViewController(activityItems: [], applicationActivities: nil)
        activity.popoverPresentationController?.sourceView = (sender as? UIView) ?? view
        present(activity, animated: true)
    }

    func share(items: [Any], from anchor: UIView? = nil) {
        let activity = UIActivityViewController(activityItems: items, applicationActivities: nil)
        activity.popoverPresentationController?.sourceView = anchor ?? self.view
        activity.popoverPresentationController?.sourceRect = anchor?.bounds ?? CGRect(x: view.bounds.midX, y: view.bounds.maxY, width: 0, height: 0)
        present(activity, animated: true)
    }

    func showDayActions(from item: UIBarButtonItem?) {
        let sheet = UIAlertController(title: "Day", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Add Stop", style: .default))
        guard let popover = sheet.popoverPresentationController else { return }
        popover.sourceItem = isPad ? item : navigationItem.rightBarButtonItem
        present(sheet, animated: true)
    }
}
