// A team's NSViewRepresentable whose Coordinator makes and shows an NSPopover, with SwiftUI content
// passed in as a closure, and a View extension method around it. Each use is a popover at the use
// (`PopoverAnchor(`, `.hoverCard`), read for macOS, its content the closure the use passes.
// The Info card is transient and holds only a Close button: noise. The Rename card holds a field
// and its Done button; the Tips card's representable says nothing about a click outside.
// expect: popover-close-button 69:28
import SwiftUI

#if os(macOS)
import AppKit

struct PopoverAnchor<Content: View>: NSViewRepresentable {
    @Binding var isShown: Bool
    var transient = true
    @ViewBuilder let content: () -> Content

    func makeNSView(context: Context) -> NSView { NSView() }

    func updateNSView(_ view: NSView, context: Context) {
        if isShown {
            context.coordinator.show(from: view, content: content())
        }
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    final class Coordinator: NSObject, NSPopoverDelegate {
        private let popover = NSPopover()

        func show(from view: NSView, content: Content) {
            popover.behavior = .transient
            popover.delegate = self
            popover.contentViewController = NSHostingController(rootView: content)
            popover.show(relativeTo: view.bounds, of: view, preferredEdge: .maxY)
        }
    }
}

struct TipAnchor: NSViewRepresentable {
    @Binding var isShown: Bool

    func makeNSView(context: Context) -> NSView { NSView() }

    func updateNSView(_ view: NSView, context: Context) {
        guard isShown else { return }
        let tips = NSPopover()
        tips.contentViewController = NSHostingController(rootView: Text("Drag a note to pin it"))
        tips.show(relativeTo: view.bounds, of: view, preferredEdge: .minX)
    }
}

extension View {
    func hoverCard<C: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> C) -> some View {
        background(PopoverAnchor(isShown: isPresented, content: content))
    }
}

struct PinboardView: View {
    @State private var info = false
    @State private var renaming = false
    @State private var tips = false
    @State private var name = ""

    var body: some View {
        HStack {
            Button("Info") { info = true }
                .hoverCard(isPresented: $info) {
                    Text("Pinned 3 notes")
                    Button("Close") { info = false }
                }
            Button("Rename") { renaming = true }
                .background(PopoverAnchor(isShown: $renaming) {
                    TextField("Name", text: $name)
                    Button("Done") { renaming = false }
                })
            Button("Tips") { tips = true }
                .overlay(TipAnchor(isShown: $tips))
        }
    }
}
#endif
