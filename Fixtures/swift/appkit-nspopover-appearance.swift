// An NSPopover's `appearance` (`NSAppearance(named: .vibrantDark)`, `.darkAqua` written in full,
// the window's effective appearance, a choice under a condition) names a system look, not a colour:
// no rule judges it, and the popover is read as it is without it. The glossary popover is
// transient (a click outside closes it), so its Close button is noise; the memo popover does not
// close on a click outside and its content holds no button. Their twins (a Done button in an
// application-defined popover, a detachable popover in the dark, a transient one with no button)
// stay silent: a named appearance is no background colour for popover-contrast or
// popover-detached-appearance to compare.
// expect: popover-close-button 46:32
// expect: popover-close-button 68:20
import AppKit
import SwiftUI

final class GlossaryInspectorController: NSViewController, NSPopoverDelegate {
    @IBOutlet weak var memoButton: NSButton!
    @IBOutlet weak var draftButton: NSButton!
    var prefersDark = false

    @IBAction func showGlossary(_ sender: NSButton) {
        let glossary = NSPopover()
        glossary.behavior = .transient
        glossary.appearance = NSAppearance(named: .vibrantDark)
        glossary.contentViewController = NSHostingController(rootView: GlossaryCard())
        glossary.show(relativeTo: sender.bounds, of: sender, preferredEdge: .maxY)
    }

    @IBAction func showTerms(_ sender: NSButton) {
        let terms = NSPopover()
        terms.behavior = .transient
        terms.appearance = NSAppearance(named: NSAppearance.Name.darkAqua)
        terms.contentViewController = NSHostingController(rootView: GlossaryTerms())
        terms.show(relativeTo: sender.bounds, of: sender, preferredEdge: .maxY)
    }

    lazy var memoPopover: NSPopover = {
        let popover = NSPopover()
        popover.appearance = NSAppearance(named: .aqua)
        popover.contentViewController = NSHostingController(rootView: GlossaryMemo())
        return popover
    }()

    @IBAction func showMemo(_ sender: Any) {
        if prefersDark {
            memoPopover.appearance = view.window?.effectiveAppearance
        }
        memoPopover.behavior = .applicationDefined
        memoPopover.show(relativeTo: memoButton.bounds, of: memoButton, preferredEdge: .minY)
    }

    @IBAction func showDraft(_ sender: Any) {
        let draft = NSPopover()
        draft.behavior = NSPopover.Behavior.applicationDefined
        draft.appearance = prefersDark ? NSAppearance(named: .darkAqua) : NSAppearance(named: .aqua)
        draft.contentViewController = NSHostingController(rootView: GlossaryDraft())
        draft.delegate = self
        draft.show(relativeTo: draftButton.bounds, of: draftButton, preferredEdge: .maxX)
    }

    func popoverShouldDetach(_ popover: NSPopover) -> Bool {
        true
    }
}

struct GlossaryCard: View {
    var body: some View {
        VStack {
            Text("Kerning")
            Button("Close") {}
        }
    }
}

struct GlossaryTerms: View {
    var body: some View {
        Text("Tracking adjusts the space between all letters.")
    }
}

struct GlossaryMemo: View {
    var body: some View {
        Text("Memo")
    }
}

struct GlossaryDraft: View {
    @State private var text = ""
    var body: some View {
        VStack {
            TextEditor(text: $text)
            Button("Done") {}
        }
    }
}
