// A share sheet or an action sheet presented by a helper that is no view controller: a static
// method of an enum, a method of a struct handed the presenting controller. On iPad each is a
// popover with nothing to point at, and UIKit raises an exception.
// expect: popover-no-source 14:14
// expect: popover-no-source 22:20
// expect: popover-no-source 34:23
import UIKit

enum ShareHelper {
    static func share(_ items: [Any]) {
        let activityVC = UIActivityViewController(activityItems: items, applicationActivities: nil)
        // The key window's root controller presents it.
        UIApplication.shared.windows.first?.rootViewController?
            .present(activityVC, animated: true, completion: nil)
    }
}

struct ExportService {
    func offerExport(from controller: UIViewController, url: URL) {
        let activity = UIActivityViewController(activityItems: [url], applicationActivities: nil)
        activity.excludedActivityTypes = [.assignToContact]
        controller.present(activity, animated: true)
    }
}

struct DeleteConfirmation {
    let title: String

    func show(on presenter: UIViewController, onDelete: @escaping () -> Void) {
        let sheet = UIAlertController(title: title, message: nil, preferredStyle: UIAlertController.Style.actionSheet)
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in onDelete() })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        DispatchQueue.main.async {
            presenter.present(sheet, animated: true)
        }
    }
}
