// What a UIKit representable's code sets on its popover is read as for any UIKit popover and
// pointed at in that code: an anchor rectangle taken from the view's frame points the arrow beside
// it, and a popover allowed no arrow direction has none. Their twins take the frame of the
// controller's root view (its bounds) and allow two directions; a UIViewRepresentable presents
// from its window's root controller, through `guard let` and `self.`, anchored: silent.
// expect: popover-arrow 30:36
// expect: popover-no-arrow 30:52
import SwiftUI
import UIKit

final class StampPicker: UIViewController {}

final class StampViewController: UIViewController {
    let stampButton = UIButton(type: .system)
}

struct StampHost: UIViewControllerRepresentable {
    @Binding var isPresented: Bool

    func makeUIViewController(context: Context) -> StampViewController { StampViewController() }

    func updateUIViewController(_ uiViewController: StampViewController, context: Context) {
        guard self.isPresented else { return }
        let picker = StampPicker()
        picker.modalPresentationStyle = .popover
        picker.preferredContentSize = CGSize(width: 300, height: 240)
        let anchor = uiViewController.stampButton
        guard let popover = picker.popoverPresentationController else { return }
        popover.sourceView = anchor
        popover.sourceRect = anchor.frame; popover.permittedArrowDirections = []
        uiViewController.present(picker, animated: true)
    }
}

struct BoundsStampHost: UIViewControllerRepresentable {
    @Binding var isPresented: Bool

    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }

    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {
        guard self.isPresented else { return }
        let picker = StampPicker()
        picker.modalPresentationStyle = UIModalPresentationStyle.popover
        let anchor: UIView = uiViewController.view
        if let popover = picker.popoverPresentationController {
            popover.sourceView = anchor
            popover.sourceRect = anchor.frame
            popover.permittedArrowDirections = [.up, .down]
        }
        uiViewController.present(picker, animated: true)
    }
}

struct WindowStampHost: UIViewRepresentable {
    @Binding var isPresented: Bool

    func makeUIView(context: Context) -> UIView { UIView() }

    func updateUIView(_ uiView: UIView, context: Context) {
        guard self.isPresented, let root = uiView.window?.rootViewController else { return }
        let picker = StampPicker()
        picker.modalPresentationStyle = .popover
        picker.popoverPresentationController?.sourceView = uiView
        picker.popoverPresentationController?.sourceRect = uiView.bounds
        root.present(picker, animated: true)
    }
}

struct PassportView: View {
    @State private var stamping = false
    @State private var boundsStamping = false
    @State private var windowStamping = false

    var body: some View {
        Form {
            Button("Stamp") { stamping = true }
                .overlay { StampHost(isPresented: $stamping) }
            Button("Stamp from bounds") { boundsStamping = true }
                .overlay { BoundsStampHost(isPresented: $boundsStamping) }
            Button("Stamp from the window") { windowStamping = true }
                .background(WindowStampHost(isPresented: $windowStamping))
        }
    }
}
