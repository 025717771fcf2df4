import SwiftUI
import UIKit

// A team's share sheet, shown from another file, anchored to the view SwiftUI gives the
// controller (under an idiom check, which counts as set).
struct ExportHost: UIViewControllerRepresentable {
    @Binding var isPresented: Bool
    var items: [Any]

    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }

    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {
        guard isPresented, uiViewController.presentedViewController == nil else { return }
        let activity = UIActivityViewController(activityItems: items, applicationActivities: nil)
        if UIDevice.current.userInterfaceIdiom == .pad {
            activity.popoverPresentationController?.sourceView = uiViewController.view
        }
        uiViewController.present(activity, animated: true) {
            self.isPresented = false
        }
    }
}
