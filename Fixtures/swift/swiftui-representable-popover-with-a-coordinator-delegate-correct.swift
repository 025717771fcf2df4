// The representable wrapper of swiftui-representable-popover-with-a-coordinator-delegate.swift,
// whose Coordinator lets the popover become a sheet in a compact width: nothing is reported.
// expect: nothing
import SwiftUI

extension View {
    func phonePopover<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> some View {
        background { Presenter(isPresented: isPresented, content: content()) }
    }
}

private struct Presenter<Content: View>: UIViewControllerRepresentable {
    @Binding var isPresented: Bool
    var content: Content

    func makeCoordinator() -> Coordinator { Coordinator() }
    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }

    func updateUIViewController(_ host: UIViewController, context: Context) {
        guard isPresented else { return }
        let controller = UIHostingController(rootView: content)
        controller.modalPresentationStyle = .popover
        controller.popoverPresentationController?.delegate = context.coordinator
        controller.popoverPresentationController?.sourceView = host.view
        host.present(controller, animated: true)
    }

    final class Coordinator: NSObject, UIPopoverPresentationControllerDelegate {
        func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
            .formSheet
        }
    }
}

struct Home: View {
    @State private var shown = false
    var body: some View {
        Button("Details") { shown = true }
            .phonePopover(isPresented: $shown) { Text("Tap a day to see its events") }
    }
}
