import SwiftUI

// Built by the iOS target (iPhone and iPad): where a compact width turns the popover into a
// sheet, the button is the way out, so the advice is to keep it there only.
struct TagButton: View {
    @State private var showsTags = false

    var body: some View {
        Button("Tags") { showsTags = true }
            .popover(isPresented: $showsTags) {
                VStack {
                    Text("Tags group notes by topic.")
                    Button("Close") { showsTags = false }
                }
                .frame(width: 280, height: 140)
            }
    }
}
