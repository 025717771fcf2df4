import SwiftUI
import UIKit

struct ForcePopoverModifier<PopoverContent: View>: ViewModifier {
    @Binding var isPresented: Bool
    let contentBlock: () -> PopoverContent
    @State private var anchor = UIView()

    func body(content: Content) -> some View {
        if isPresented { present() }
        return content.background(Anchor(view: anchor))
    }

    private func present() {
        let controller = PopoverController(rootView: contentBlock())
        controller.modalPresentationStyle = .popover
        controller.popoverPresentationController?.sourceView = anchor
        controller.popoverPresentationController?.delegate = controller
        anchor.window?.rootViewController?.present(controller, animated: true)
    }

    private struct Anchor: UIViewRepresentable {
        let view: UIView
        func makeUIView(context: Context) -> UIView { view }
        func updateUIView(_ uiView: UIView, context: Context) {}
    }
}
