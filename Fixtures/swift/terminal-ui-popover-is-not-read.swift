// A terminal app built with SwiftTUI, whose views are spelt as SwiftUI's. Its popover is a
// terminal overlay that Esc closes, not an Apple popover: the guidelines do not judge it, and its
// Close button is how people leave it.
// expect: nothing
import SwiftTUI

struct SettingsScreen: View {
    @State private var showsHelp = false

    var body: some View {
        VStack {
            Button("Help") { showsHelp = true }
                .popover(isPresented: $showsHelp) {
                    VStack {
                        Text("Press Esc to close this popover")
                        Button("Close") { showsHelp = false }
                    }
                }
        }
    }
}
