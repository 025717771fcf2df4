// A `present` whose receiver is found by a closure (`viewControllers.first { … }?.present(…)`, the
// key window's root controller found with `first { $0.isKeyWindow }`), inside `map { $0.present(…) }`,
// or inside `DispatchQueue.main.async { … }`: the presented controller's popover is read as it is
// with `navigationController?.present(…)`. On iPad the action sheets and share sheet are popovers;
// the archive sheet and the receipt's share sheet are presented with nothing for their arrow to
// point at (UIKit raises an exception), and the move sheet permits no arrow.
// Their twins anchor the sheet (`barButtonItem`, `sourceView`, under `[weak self]`), present an
// alert (no popover), present only on iPhone, or hand the sheet to a function that may anchor it.
// expect: popover-no-source 22:86
// expect: popover-no-arrow 29:46
// expect: popover-no-source 87:147
import SwiftUI
import UIKit

final class MailboxViewController: UIViewController {
    @IBOutlet private weak var moveButton: UIButton!

    @objc func archive(_ sender: UIBarButtonItem) {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Archive All", style: .destructive))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        navigationController?.viewControllers.first { $0 is MailboxViewController }?.present(sheet, animated: true)
    }

    @IBAction func move(_ sender: UIButton) {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: UIAlertController.Style.actionSheet)
        sheet.addAction(UIAlertAction(title: "Move to Folder", style: .default))
        sheet.popoverPresentationController?.sourceView = moveButton
        sheet.popoverPresentationController?.permittedArrowDirections = []
        navigationController?.viewControllers.first(where: { $0 is MailboxViewController })?.present(sheet, animated: true)
    }

    @objc func archiveAnchored(_ sender: UIBarButtonItem) {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Archive All", style: .destructive))
        sheet.popoverPresentationController?.barButtonItem = sender
        navigationController?.viewControllers.first { $0 is MailboxViewController }?.present(sheet, animated: true)
    }

    @IBAction func moveAnchored(_ sender: UIButton) {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Move to Folder", style: .default))
        if let popover = sheet.popoverPresentationController {
            popover.sourceView = moveButton
            popover.sourceRect = moveButton.bounds
        }
        navigationController?.topViewController.map { $0.present(sheet, animated: true) }
    }

    @IBAction func shareLater(_ button: UIButton) {
        let activity = UIActivityViewController(activityItems: ["Inbox"], applicationActivities: nil)
        activity.popoverPresentationController?.sourceView = button
        DispatchQueue.main.async { [weak self] in
            self?.navigationController?.viewControllers.last { $0.isViewLoaded }?.present(activity, animated: true)
        }
    }

    func confirmEmpty() {
        let alert = UIAlertController(title: "Empty the trash?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Empty", style: .destructive))
        navigationController?.viewControllers.first { $0 is MailboxViewController }?.present(alert, animated: true)
    }

    func showPhoneOptions() {
        guard UIDevice.current.userInterfaceIdiom == .phone else { return }
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Mark All Read", style: .default))
        navigationController?.viewControllers.first { $0 is MailboxViewController }?.present(sheet, animated: true)
    }

    func showAnchoredElsewhere() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Mark All Read", style: .default))
        MailboxAnchor.anchor(sheet)
        navigationController?.viewControllers.first { $0 is MailboxViewController }?.present(sheet, animated: true)
    }
}

enum MailboxAnchor {
    static func anchor(_ controller: UIViewController) {}
}

struct ReceiptShareButton: View {
    var body: some View {
        Button("Share Receipt") {
            let activity = UIActivityViewController(activityItems: ["Receipt"], applicationActivities: nil)
            UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first?.windows.first { $0.isKeyWindow }?.rootViewController?.present(activity, animated: true)
        }
    }
}

struct ReceiptShareAnchoredButton: View {
    var body: some View {
        Button("Share Receipt") {
            let activity = UIActivityViewController(activityItems: ["Receipt"], applicationActivities: nil)
            let root = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first?.windows.first { $0.isKeyWindow }?.rootViewController
            activity.popoverPresentationController?.sourceView = root?.view
            root?.present(activity, animated: true)
        }
    }
}
