import SwiftUI

/// The team's card popover: a View extension method and the ViewModifier it applies.
extension View {
    func hoverCard<C: View>(isPresented: Binding<Bool>, arrowEdge: Edge = .top,
                            @ViewBuilder content: @escaping () -> C) -> some View {
        modifier(HoverCard(isPresented: isPresented, arrowEdge: arrowEdge, card: content))
    }
}

struct HoverCard<C: View>: ViewModifier {
    @Binding var isPresented: Bool
    let arrowEdge: Edge
    @ViewBuilder let card: () -> C

    func body(content: Content) -> some View {
        content.popover(isPresented: $isPresented, arrowEdge: arrowEdge) {
            card()
                .padding()
        }
    }
}
