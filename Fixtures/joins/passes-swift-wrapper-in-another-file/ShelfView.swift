import SwiftUI

// Each use of the team's card is right: a field with its Done button, and content that becomes a
// sheet in a compact width.
struct ShelfView: View {
    @State private var renaming = false
    @State private var more = false
    @State private var name = ""

    var body: some View {
        HStack {
            Button("Rename") { renaming = true }
                .hoverCard(isPresented: $renaming, arrowEdge: .leading) {
                    TextField("Name", text: $name)
                    Button("Done") { renaming = false }
                }
            Button("More") { more = true }
                .modifier(HoverCard(isPresented: $more, arrowEdge: .bottom) {
                    Text("More shelves")
                        .presentationCompactAdaptation(.sheet)
                })
        }
    }
}
