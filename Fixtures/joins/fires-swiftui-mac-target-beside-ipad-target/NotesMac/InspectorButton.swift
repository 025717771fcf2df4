import SwiftUI

// Built by the macOS target alone: a Mac's popover never becomes a sheet, so the button only
// repeats what a click outside does.
struct InspectorButton: View {
    @State private var showsInfo = false

    var body: some View {
        Button("Info") { showsInfo = true }
            .popover(isPresented: $showsInfo, arrowEdge: .bottom) {
                VStack(alignment: .leading) {
                    Text("Created last week")
                    Button("Close") { showsInfo = false }
                }
                .padding()
                .frame(width: 240, height: 120)
            }
    }
}
