import SwiftUI

// A Mac app's view: its project's one target is a macOS target that lists no build phases (the
// file is in a folder Xcode keeps in sync, or the project was trimmed). A Mac has no compact width,
// so what the popover becomes in one is not a question: nothing is reported.
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
