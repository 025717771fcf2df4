import SwiftUI

struct TabletSettings: View {
    @State private var showsHelp = false

    var body: some View {
        Button("Help") { showsHelp = true }
            .popover(isPresented: $showsHelp) {
                Text("Hold the button to pair a pencil.")
            }
    }
}
