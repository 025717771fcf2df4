// A package's popover wrapper that no linted file uses, declared as two overloads, one forwarding
// to the other (the one taking a string builds the content for the one taking a closure): read
// on its own, once, as an unused wrapper is. Its
// `.presentationCompactAdaptation(.popover)` keeps it a popover in a compact width. The tour
// wrapper beside it lets its popover adapt.
// expect: popover-in-compact 15:90
import SwiftUI

public extension View {
    func introPopover(_ text: String, isPresented: Binding<Bool>) -> some View {
        self.introPopover(isPresented: isPresented) { Text(text) }
    }

    func introPopover<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> some View {
        self.popover(isPresented: isPresented) { content().presentationCompactAdaptation(.popover) }
    }

    func tourPopover(_ text: String, isPresented: Binding<Bool>) -> some View {
        tourPopover(isPresented: isPresented) { Text(text).padding() }
    }

    func tourPopover<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> some View {
        popover(isPresented: isPresented, content: content)
    }
}
