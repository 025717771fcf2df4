// A view whose `body` is declared once per platform (`#if os(macOS) … #else … #endif`) runs the
// body of the platform it is built for: the second branch's popover is an iPad's, kept a popover
// on an iPhone; the Mac's popover, in the first branch of the other view, has no compact width.
// expect: popover-in-compact 19:52
import SwiftUI

struct ShareButton: View {
    @State private var isPresented = false

    #if os(macOS)
    var body: some View {
        Button("Share") { isPresented = true }
    }
    #else
    var body: some View {
        Button("Share") { isPresented = true }
            .popover(isPresented: $isPresented) {
                Text("Share options")
                    .presentationCompactAdaptation(.popover)
            }
    }
    #endif
}

struct ExportButton: View {
    @State private var isPresented = false

    #if os(macOS)
    var body: some View {
        Button("Export") { isPresented = true }
            .popover(isPresented: $isPresented) {
                Text("Export options")
                    .presentationCompactAdaptation(.popover)
            }
    }
    #else
    var body: some View {
        Button("Export") { isPresented = true }
    }
    #endif
}
