// The "always popover" modifier of swiftui-uikit-popover-in-a-view-modifier.swift, whose
// controller's delegate lets the popover become a sheet in a compact width, used where what it
// holds is fine: a Done beside a text field confirms the note. Nothing is reported.
// expect: nothing
import SwiftUI
import UIKit

final class AlwaysPopoverController<Content: View>: UIHostingController<Content>, UIPopoverPresentationControllerDelegate {
    init(rootView: Content, isPresented: Binding<Bool>) {
        super.init(rootView: rootView)
    }

    @MainActor required dynamic init?(coder: NSCoder) { fatalError() }

    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .formSheet
    }
}

struct AlwaysPopoverModifier<PopoverContent: View>: ViewModifier {
    let isPresented: Binding<Bool>
    let contentBlock: () -> PopoverContent
    @State private var anchorView = UIView()

    func body(content: Content) -> some View {
        if isPresented.wrappedValue {
            presentPopover()
        }
        return content.background(AnchorView(uiView: anchorView))
    }

    private func presentPopover() {
        let controller = AlwaysPopoverController(rootView: contentBlock(), isPresented: isPresented)
        controller.modalPresentationStyle = .popover
        guard let popover = controller.popoverPresentationController else { return }
        popover.sourceView = anchorView
        popover.sourceRect = anchorView.bounds
        popover.delegate = controller
        anchorView.window?.rootViewController?.present(controller, animated: true)
    }

    private struct AnchorView: UIViewRepresentable {
        let uiView: UIView
        func makeUIView(context: Context) -> UIView { uiView }
        func updateUIView(_ uiView: UIView, context: Context) {}
    }
}

extension View {
    func alwaysPopover<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(AlwaysPopoverModifier(isPresented: isPresented, contentBlock: content))
    }
}

struct ReaderToolbar: View {
    @State private var showsFont = false
    @State private var showsHelp = false

    var body: some View {
        HStack {
            Button("Font") { showsFont = true }
                .alwaysPopover(isPresented: $showsFont) {
                    VStack {
                        Text("Sizes apply to every book")
                        Slider(value: .constant(0.5))
                    }
                }
            Button("Help") { showsHelp = true }
                .alwaysPopover(isPresented: $showsHelp) {
                    Form {
                        TextField("Note", text: .constant(""))
                        Button("Done") { showsHelp = false }
                    }
                }
        }
    }
}
