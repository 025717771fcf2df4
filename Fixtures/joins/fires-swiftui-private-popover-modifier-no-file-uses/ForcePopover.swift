import SwiftUI
import UIKit

// A library's "always popover": a private modifier behind a public `View` method, which no linted
// file uses. Read on its own, its controller (PopoverController.swift) keeps it a popover on an
// iPhone.
private struct ForcePopoverModifier<PopoverContent: View>: ViewModifier {
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

public extension View {
    func forcePopover<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(ForcePopoverModifier(isPresented: isPresented, contentBlock: content))
    }
}
