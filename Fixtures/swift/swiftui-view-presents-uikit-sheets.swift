// A SwiftUI view's own code that presents a UIKit share sheet or action sheet through the window's
// root view controller: on iPad each is a popover, read as any UIKit popover. The receipt's share
// sheet has no anchor, and UIKit raises an exception when it presents it. Its twins anchor the
// sheet (in a helper, through `guard let`), present an action sheet only on iPhone, present an
// alert (no popover), or hand the sheet to a function that may anchor it: silent.
// expect: popover-no-source 21:54
import SwiftUI
import UIKit

extension UIApplication {
    var rootController: UIViewController? {
        (connectedScenes.first as? UIWindowScene)?.keyWindow?.rootViewController
    }
}

struct ReceiptView: View {
    var body: some View {
        VStack {
            Button("Share") {
                let activity = UIActivityViewController(activityItems: ["Receipt"], applicationActivities: nil)
                UIApplication.shared.rootController?.present(activity, animated: true)
            }
            Button("Share anchored") { self.shareAnchored() }
            Button("Options") { showOptions() }
            Button("Delete") { confirmDelete() }
            Button("Export") { export() }
        }
    }

    private func shareAnchored() {
        guard let root = UIApplication.shared.rootController else { return }
        let activity = UIActivityViewController(activityItems: ["Receipt"], applicationActivities: nil)
        activity.popoverPresentationController?.sourceView = root.view
        activity.popoverPresentationController?.sourceRect = CGRect(x: root.view.bounds.midX, y: 60, width: 1, height: 1)
        root.present(activity, animated: true)
    }

    private func showOptions() {
        guard UIDevice.current.userInterfaceIdiom == .phone else { return }
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Duplicate", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        UIApplication.shared.rootController?.present(sheet, animated: true)
    }

    private func confirmDelete() {
        let alert = UIAlertController(title: "Delete the receipt?", message: nil, preferredStyle: UIAlertController.Style.alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        UIApplication.shared.rootController?.present(alert, animated: true)
    }

    private func export() {
        let activity = UIActivityViewController(activityItems: ["Receipt"], applicationActivities: nil)
        ExportAnchor.anchor(activity)
        UIApplication.shared.rootController?.present(activity, animated: true)
    }
}

enum ExportAnchor {
    static func anchor(_ controller: UIViewController) {}
}
