import SwiftUI

// The team's hint popover, declared once for iOS and once for the other platforms.
#if os(iOS) && !targetEnvironment(macCatalyst)
extension View {
    func hintPopover<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> some View {
        popover(isPresented: isPresented) { content() }
    }
}
#else
extension View {
    func hintPopover<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> some View {
        popover(isPresented: isPresented) { content().presentationCompactAdaptation(.none) }
    }
}
#endif
