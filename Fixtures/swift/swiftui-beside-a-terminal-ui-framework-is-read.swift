// The same view in a file that imports SwiftUI beside SwiftTUI (a shared file of an app that
// has both): its views may be SwiftUI's, and are read as such. The popover holds no input, so
// its Close is noise where it is a popover, and its copy names the popover.
// expect: popover-word-in-copy 17:30
// expect: popover-close-button 18:32
import SwiftTUI
import SwiftUI

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
