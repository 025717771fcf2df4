import SwiftUI

extension View {
    func forcePopover<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(ForcePopoverModifier(isPresented: isPresented, contentBlock: content))
    }
}
