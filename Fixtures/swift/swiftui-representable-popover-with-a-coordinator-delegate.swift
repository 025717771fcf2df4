// A team's wrapper built on a UIViewControllerRepresentable (a pattern tutorials publish): its
// update method presents a hosting controller as a popover whose delegate is its Coordinator, which
// keeps it a popover on an iPhone. The use is that popover, holding the view it passes.
// expect: popover-in-compact 31:13
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
            .none
        }
    }
}

struct Home: View {
    @State private var shown = false
    var body: some View {
        Button("Details") { shown = true }
            .phonePopover(isPresented: $shown) { Text("Hello") }
    }
}
