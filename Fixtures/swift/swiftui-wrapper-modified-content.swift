// A team's ViewModifier applied through `ModifiedContent(content:modifier:)` is a popover at the
// use, as `.modifier(HelpPopover(…))` is, its content the closure the use passes; so is one that
// another modifier applies to its `content` (`content.modifier(HelpPopover(…))`). The Sync and
// Backup popovers stay popovers in a compact width; Storage and Account adapt to a sheet, and a
// `ModifiedContent` of a modifier that presents nothing (`CardStyle`) is no popover.
// expect: popover-in-compact 48:52
// expect: popover-in-compact 60:64
import SwiftUI

struct HelpPopover<Tip: View>: ViewModifier {
    @Binding var isShown: Bool
    @ViewBuilder let tip: () -> Tip

    func body(content: Content) -> some View {
        content.popover(isPresented: $isShown, arrowEdge: .bottom, content: tip)
    }
}

/// Applies the help popover to what it modifies, with a badge.
struct BadgedHelp<Tip: View>: ViewModifier {
    @Binding var isShown: Bool
    @ViewBuilder let tip: () -> Tip

    func body(content: Content) -> some View {
        content
            .overlay(alignment: .topTrailing) { Circle().frame(width: 8, height: 8) }
            .modifier(HelpPopover(isShown: $isShown, tip: tip))
    }
}

struct CardStyle: ViewModifier {
    func body(content: Content) -> some View {
        content.padding().background(.thinMaterial)
    }
}

struct SettingsHelpView: View {
    @State private var syncHelp = false
    @State private var storageHelp = false
    @State private var backupHelp = false
    @State private var accountHelp = false
    @State private var cardHelp = false

    var body: some View {
        Form {
            ModifiedContent(content: Text("Sync"), modifier: HelpPopover(isShown: $syncHelp) {
                Text("Notes sync through iCloud.")
                    .presentationCompactAdaptation(.none)
            })
            ModifiedContent(
                content: Label("Storage", systemImage: "internaldrive"),
                modifier: HelpPopover(isShown: self.$storageHelp, tip: {
                    Text("Attachments count toward your storage.")
                        .presentationCompactAdaptation(.sheet)
                })
            )
            #if os(iOS)
            ModifiedContent(content: Text("Backup"), modifier: BadgedHelp(isShown: $backupHelp) {
                Text("Backups run nightly.")
                    .presentationCompactAdaptation(horizontal: .none, vertical: .sheet)
            })
            #endif
            Text("Account")
                .modifier(BadgedHelp(isShown: $accountHelp) {
                    Text("Signed in as you.")
                        .presentationCompactAdaptation(.sheet)
                })
            // A modifier that presents nothing: the text is only styled.
            ModifiedContent(content: Text("Card"), modifier: CardStyle())
                .sheet(isPresented: $cardHelp) { Text("Cards") }
        }
    }
}
