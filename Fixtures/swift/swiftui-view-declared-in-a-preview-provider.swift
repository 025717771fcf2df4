// A view declared inside a `PreviewProvider` runs only in Xcode's canvas, as the provider's own
// `previews` do: its copy and its popovers are not the app's. The app's own view is read.
// expect: popover-word-in-copy 11:19
import SwiftUI

struct ShareButton: View {
    @State private var showsTip = false

    var body: some View {
        Button("Share") { showsTip = true }
            .help("Opens a popover with the share options")
            .popover(isPresented: $showsTip) { Text("Pick where to share") }
    }
}

struct ShareButton_Previews: PreviewProvider {
    struct Demo: View {
        @State var shown = false
        var body: some View {
            Button("Popover demo") { shown = true }
                .popover(isPresented: $shown) { Text("Saved") }
        }
    }

    static var previews: some View {
        Demo()
    }
}
