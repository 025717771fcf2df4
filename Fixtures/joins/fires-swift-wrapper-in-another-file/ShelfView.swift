import SwiftUI

// This file never names the presentation: it uses the team's card, declared in another file.
struct ShelfView: View {
    @State private var details = false
    @State private var more = false

    var body: some View {
        HStack {
            Button("Details") { details = true }
                .hoverCard(isPresented: $details, arrowEdge: .leading) {
                    Text("Shelf details")
                    Button("Close") { details = false }
                }
            Button("More") { more = true }
                .modifier(HoverCard(isPresented: $more, arrowEdge: .bottom) {
                    Text("More shelves")
                        .presentationCompactAdaptation(.none)
                })
        }
    }
}
