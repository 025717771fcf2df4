import SwiftUI

// A help popover on a Mac, a sheet elsewhere: its popover is read where a view of another file uses
// it, on macOS. It holds the help alone, and closes with a click outside: nothing is reported.

struct HelpPopover: ViewModifier {
    @Binding var isPresented: Bool
    let text: String

    func body(content: Content) -> some View {
        #if os(macOS)
        content.popover(isPresented: $isPresented) {
            Text(text)
                .padding()
        }
        #else
        content.sheet(isPresented: $isPresented) { Text(text) }
        #endif
    }
}

extension View {
    func helpPopover(isPresented: Binding<Bool>, text: String) -> some View {
        modifier(HelpPopover(isPresented: isPresented, text: text))
    }
}
