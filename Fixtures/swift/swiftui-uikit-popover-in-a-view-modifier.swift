// A team's "always popover" modifier (the pattern PSPDFKit published): its body presents a
// UIHostingController subclass as a UIKit popover, whose delegate keeps it a popover on an iPhone.
// Each use is a popover where it is written, presented by the view it modifies, holding what the
// use passes: the delegate's `.none` is reported once, and what the uses hold is checked.
// expect: popover-in-compact 19:9
// expect: popover-word-in-copy 67:30
// expect: popover-close-button 75:32
import SwiftUI
import UIKit

final class AlwaysPopoverController<Content: View>: UIHostingController<Content>, UIPopoverPresentationControllerDelegate {
    init(rootView: Content, isPresented: Binding<Bool>) {
        super.init(rootView: rootView)
    }

    @MainActor required dynamic init?(coder: NSCoder) { fatalError() }

    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .none
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
                        Text("Sizes apply to this popover only")
                        Slider(value: .constant(0.5))
                    }
                }
            Button("Help") { showsHelp = true }
                .alwaysPopover(isPresented: $showsHelp) {
                    VStack {
                        Text("Swipe to turn the page")
                        Button("Close") { showsHelp = false }
                    }
                }
        }
    }
}
