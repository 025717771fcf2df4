// A team's own popover wrappers: a View extension method that applies a ViewModifier, one that
// calls `.popover` itself, and one that wraps another. Each use is a popover, reported at the use
// (`.instantPopover`), its content the closure the use passes. The wrapper's own `.popover` is no
// popover of its own: a finding in the wrapper's code is reported once, however many uses.
// The Pinned popover stays a popover in a compact width; History's content has a Cancel button and
// nothing to cancel; the shortcuts wrapper's own Close button is noise (one finding, two uses).
// Tag (a field and Done) and Help (a sheet in a compact width, content passed on twice) are right.
// expect: popover-in-compact 68:56
// expect: popover-close-button 95:16
// expect: popover-close-button 33:24
import SwiftUI

extension View {
    func instantPopover<C: View>(isPresented: Binding<Bool>, arrowEdge: Edge = .top,
                                 @ViewBuilder content: @escaping () -> C) -> some View {
        modifier(InstantPopover(isPresented: isPresented, arrowEdge: arrowEdge, content: content))
    }

    /// Passes its content on to another wrapper.
    func helpPopover<C: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> C) -> some View {
        self.instantPopover(isPresented: isPresented, arrowEdge: .bottom) {
            content()
                .padding()
        }
    }

    /// Calls `.popover` itself, with content of its own.
    func shortcutsPopover(isPresented: Binding<Bool>) -> some View {
        popover(isPresented: isPresented) {
            VStack {
                Text("⌘N New note")
                Text("⌘F Find")
                Button("Close") { isPresented.wrappedValue = false }
            }
        }
    }
}

struct InstantPopover<C: View>: ViewModifier {
    @Binding var isPresented: Bool
    var arrowEdge: Edge
    let content: () -> C

    func body(content: Content) -> some View {
        content
            .popover(isPresented: $isPresented, arrowEdge: arrowEdge, content: self.content)
    }
}

struct NotesToolbar: View {
    @State private var history = false
    @State private var tagging = false
    @State private var pinned = false
    @State private var help = false
    @State private var shortcuts = false
    @State private var moreShortcuts = false
    @State private var tag = ""

    var body: some View {
        HStack {
            Button("History") { history = true }
                .instantPopover(isPresented: $history, arrowEdge: .bottom) {
                    HistoryList()
                }
            Button("Pinned") { pinned = true }
                .instantPopover(isPresented: $pinned) {
                    Text("Pinned notes stay on top")
                        .presentationCompactAdaptation(.none)
                }
            // Correct: a field and the button that confirms it.
            Button("Tag") { tagging = true }
                .instantPopover(isPresented: $tagging) {
                    TextField("Tag", text: $tag)
                    Button("Done") { tagging = false }
                }
            Button("Help") { help = true }
                .helpPopover(isPresented: $help) {
                    Text("Notes sync with your other devices.")
                        .presentationCompactAdaptation(.sheet)
                }
            Button("Shortcuts") { shortcuts = true }
                .shortcutsPopover(isPresented: $shortcuts)
            Button("More") { moreShortcuts = true }
                .shortcutsPopover(isPresented: $moreShortcuts)
        }
    }
}

struct HistoryList: View {
    var body: some View {
        List {
            Text("Yesterday")
            Text("Last week")
        }
        Button(role: .cancel) { } label: { Text("Close") }
    }
}
