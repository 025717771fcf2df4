import SwiftUI

// Beside the Mac project, an iOS project for iPhone and iPad: neither lists this file, so it may be
// the iPad app's, where a compact width keeps this popover a popover.
struct InspectorButton: View {
    @State private var shown = false

    var body: some View {
        Button("Inspect") { shown = true }
            .popover(isPresented: $shown, arrowEdge: .bottom) {
                Text("Details")
                    .padding()
                    .frame(width: 240)
                    .presentationCompactAdaptation(.none)
            }
    }
}
