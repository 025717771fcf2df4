import SwiftUI
import UIKit

// A team's share sheet, shown from another file: presented from the controller SwiftUI gives it,
// with nothing for its arrow to point at on iPad.
struct ExportHost: UIViewControllerRepresentable {
    @Binding var isPresented: Bool
    var items: [Any]

    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }

    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {
        guard isPresented, uiViewController.presentedViewController == nil else { return }
        let activity = UIActivityViewController(activityItems: items, applicationActivities: nil)
        uiViewController.present(activity, animated: true) {
            self.isPresented = false
        }
    }
}
