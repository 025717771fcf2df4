// Helpers outside any type that make a share sheet or an action sheet and present it on the
// controller they are given, or on the window's root controller (as SwiftUI apps do). On an iPad
// each is a popover and needs an anchor: the export helper gives none, and neither does the one
// that finds the root controller, so UIKit raises an exception there. Anchored to the view they are
// given, to a bar button item, only on iPhone (a sheet there), or given a controller whose setup
// is not read: right. A helper that presents no popover is no screen. An overload of the same
// name is read on its own (the anchored `exportLog(_:on:)` for data).
// expect: popover-no-source 24:6
// expect: popover-no-source 67:10
import UIKit
import SwiftUI

func share(_ url: URL, from controller: UIViewController, anchor: UIView) {
    let activity = UIActivityViewController(activityItems: [url], applicationActivities: nil)
    activity.popoverPresentationController?.sourceView = anchor
    activity.popoverPresentationController?.sourceRect = anchor.bounds
    controller.present(activity, animated: true)
}

func exportLog(_ log: String, on controller: UIViewController) {
    let activity = UIActivityViewController(activityItems: [log], applicationActivities: nil)
    activity.excludedActivityTypes = [.assignToContact]
    controller
    .present(activity, animated: true, completion: nil)
}

func exportLog(_ data: Data, on controller: UIViewController) {
    let activity = UIActivityViewController(activityItems: [data], applicationActivities: nil)
    activity.popoverPresentationController?.sourceView = controller.view
    controller.present(activity, animated: true)
}

func confirmSignOut(on controller: UIViewController, item: UIBarButtonItem, signOut: @escaping () -> Void) {
    let sheet = UIAlertController(title: nil, message: "Sign out of all devices?", preferredStyle: .actionSheet)
    sheet.addAction(UIAlertAction(title: "Sign Out", style: .destructive) { _ in signOut() })
    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    sheet.popoverPresentationController?.barButtonItem = item
    controller.present(sheet, animated: true)
}

func confirmDiscard(on controller: UIViewController) {
    guard UIDevice.current.userInterfaceIdiom == .phone else { return }
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    sheet.addAction(UIAlertAction(title: "Discard Draft", style: .destructive))
    controller.present(sheet, animated: true)
}

func present(_ picker: UIViewController, over controller: UIViewController) {
    picker.modalPresentationStyle = .popover
    controller.present(picker, animated: true)
}

func showAlert(_ message: String, on controller: UIViewController) {
    let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    controller.present(alert, animated: true)
}

#if os(iOS)
func shareFromSwiftUI(_ text: String) {
    let activity = UIActivityViewController(activityItems: [text], applicationActivities: nil)
    let root = UIApplication.shared.connectedScenes
        .compactMap { ($0 as? UIWindowScene)?.keyWindow }
        .first?
        .rootViewController
    root?
        .present(activity, animated: true)
}
#endif

struct NoteRow: View {
    let note: String

    var body: some View {
        Button("Share") { shareFromSwiftUI(note) }
    }
}
