// An NSPopover kept in a property that is declared below the methods that show it (a status item's
// controller, a representable's Coordinator at the bottom of its file) is read as one declared
// above them. The status item's transient popover holds only text and a Close button: noise. The
// notes popover holds a field beside its Close button, and the representable's says nothing about a
// click outside: both right.
// expect: popover-close-button 42:20
import AppKit
import SwiftUI

final class ClockStatusController: NSObject {
    private var statusItem: NSStatusItem?

    @objc func toggleClock(_ sender: NSStatusBarButton) {
        if clockPopover.isShown {
            clockPopover.performClose(sender)
        } else {
            clockPopover.show(relativeTo: sender.bounds, of: sender, preferredEdge: .minY)
        }
    }

    func configure() {
        clockPopover.behavior = .transient
        clockPopover.contentSize = NSSize(width: 260, height: 120)
        clockPopover.contentViewController = NSHostingController(rootView: WorldClockCard())
    }

    @objc func toggleNotes(_ sender: NSButton) {
        notesPopover.contentViewController = NSHostingController(rootView: QuickNoteCard())
        notesPopover.behavior = .semitransient
        notesPopover.show(relativeTo: sender.bounds, of: sender, preferredEdge: .maxY)
    }

    private let clockPopover = NSPopover()
    private lazy var notesPopover = NSPopover()
}

struct WorldClockCard: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Text("Lisbon 14:05")
            Button("Close") { dismiss() }
        }
        .padding()
    }
}

struct QuickNoteCard: View {
    @State private var note = ""
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            TextField("Note", text: $note)
            Button("Close") { dismiss() }
        }
        .padding()
    }
}

struct GlossaryAnchor: NSViewRepresentable {
    @Binding var isShown: Bool

    func makeNSView(context: Context) -> NSView { NSView() }

    func updateNSView(_ view: NSView, context: Context) {
        guard isShown, !context.coordinator.glossary.isShown else { return }
        context.coordinator.glossary.contentViewController = NSHostingController(rootView: KerningGlossaryCard())
        context.coordinator.glossary.show(relativeTo: view.bounds, of: view, preferredEdge: .maxY)
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    final class Coordinator: NSObject {
        let glossary = NSPopover()
    }
}

struct KerningGlossaryCard: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Text("Kerning: the space between letters")
            Button("Close") { dismiss() }
        }
        .padding()
    }
}

struct GlossaryTerm: View {
    @State private var shown = false
    var body: some View {
        Text("Kerning")
            .onTapGesture { shown = true }
            .background(GlossaryAnchor(isShown: $shown))
    }
}
