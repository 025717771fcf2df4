import SwiftUI

// Shared by the iPad and the TV app: the popover exists only where the file says, on iOS.
struct SharedSettings: View {
    @State private var showsHelp = false

    var body: some View {
        #if os(iOS)
        Button("Help") { showsHelp = true }
            .popover(isPresented: $showsHelp) {
                Text("Hold the button to pair a remote.")
            }
        #else
        Text("Hold the button to pair a remote.")
        #endif
    }
}
