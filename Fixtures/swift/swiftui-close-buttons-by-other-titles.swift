// A Close button may be titled with a symbol beside the word ("Close ✕"), or "Dismiss" or a ×
// whose action only closes the popover: each is a Close button, noise in a popover that closes by
// itself. A Dismiss that removes a notification closes nothing, and is not one; nor are a mark and
// a Dismiss that hide part of the content (another `@State` flag than the popover's). A ✖️ (the
// emoji, with its variation selector) is a × too.
// expect: popover-close-button 28:28
// expect: popover-close-button 35:28
// expect: popover-close-button 42:28
// expect: popover-close-button 66:28
import SwiftUI

struct InboxToolbar: View {
    @State private var showsTip = false
    @State private var showsHelp = false
    @State private var showsLegend = false
    @State private var showsNotes = false
    @State private var notes = ["Backup finished", "2 new followers"]
    @State private var showsUpload = false
    @State private var banner = true
    @State private var showsError = true
    @State private var showsShortcuts = false

    var body: some View {
        Button("Tip") { showsTip = true }
            .popover(isPresented: $showsTip) {
                VStack {
                    Text("Swipe left on a row to archive it.")
                    Button("Close ✕") { showsTip = false }
                }
            }
        Button("Help") { showsHelp = true }
            .popover(isPresented: $showsHelp) {
                VStack {
                    Text("Mail is fetched every 15 minutes.")
                    Button("Dismiss") { showsHelp = false }
                }
            }
        Button("Legend") { showsLegend = true }
            .popover(isPresented: $showsLegend) {
                VStack {
                    Text("Blue: unread. Grey: read.")
                    Button("×") { showsLegend = false }
                }
            }
        Button("Notifications") { showsNotes = true }
            .popover(isPresented: $showsNotes) {
                VStack {
                    Text("Notifications")
                    Button("Dismiss") { notes.removeAll() }
                }
            }
        Button("Upload") { showsUpload = true }
            .popover(isPresented: $showsUpload) {
                VStack {
                    if banner { Button { banner = false } label: { Image(systemName: "xmark") } }
                    if showsError {
                        Text("Upload failed")
                        Button("Dismiss") { showsError = false }
                    }
                }
            }
        Button("Shortcuts") { showsShortcuts = true }
            .popover(isPresented: $showsShortcuts) {
                VStack {
                    Text("⌘N: new message")
                    Button("✖️") { showsShortcuts = false }
                }
            }
    }
}
