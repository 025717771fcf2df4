// The "always popover" modifier keeping the closure the use passes as `content`, the name
// `body(content:)` gives the view it modifies: in its other method, `content()` is that closure, so
// what the use passes is the popover's content, and its Done button of the cancel role (nothing to
// confirm) is noise.
// expect: popover-in-compact 12:9
// expect: popover-close-button 48:36
import SwiftUI
import UIKit

final class PopoverHost<V: View>: UIHostingController<V>, UIPopoverPresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .none
    }
}

struct AlwaysPopoverModifier<PopoverContent: View>: ViewModifier {
    let isPresented: Binding<Bool>
    let content: () -> PopoverContent          // same name as body(content:)'s parameter
    @State private var anchor = UIView()

    func body(content: Content) -> some View {
        if isPresented.wrappedValue { present() }
        return content
    }

    private func present() {
        let host = PopoverHost(rootView: content())   // the stored closure, not the parameter
        host.modalPresentationStyle = .popover
        host.popoverPresentationController?.sourceView = anchor
        host.popoverPresentationController?.delegate = host
        anchor.window?.rootViewController?.present(host, animated: true)
    }
}

extension View {
    func alwaysPopover<C: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> C) -> some View {
        modifier(AlwaysPopoverModifier(isPresented: isPresented, content: content))
    }
}

struct StatsView: View {
    @State private var showInfo = false
    var body: some View {
        Button("Info") { showInfo = true }
            .alwaysPopover(isPresented: $showInfo) {
                VStack {
                    Text("Steps are counted from Health")
                    Button("Done", role: .cancel) { showInfo = false }
                }
            }
    }
}
