import SwiftUI

struct TableToolbar: View {
    @State private var hintShown = false

    var body: some View {
        Button("Insert Table") { hintShown = true }
            .hintPopover(isPresented: $hintShown) {
                Text("Pick the rows and columns")
                    .padding()
            }
    }
}
