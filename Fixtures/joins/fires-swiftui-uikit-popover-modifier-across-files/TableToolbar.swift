import SwiftUI

// The use: a popover where it is written, holding what it passes.
struct TableToolbar: View {
    @State private var sizingTable = false

    var body: some View {
        Button("Table") { sizingTable = true }
            .forcePopover(isPresented: $sizingTable) {
                Text("Drag in this popover to size the table")
            }
    }
}
