import SwiftUI

// The use: a popover where it is written, holding what it passes, which is fine.
struct TableToolbar: View {
    @State private var sizingTable = false

    var body: some View {
        Button("Table") { sizingTable = true }
            .forcePopover(isPresented: $sizingTable) {
                Text("Drag to size the table")
            }
    }
}
