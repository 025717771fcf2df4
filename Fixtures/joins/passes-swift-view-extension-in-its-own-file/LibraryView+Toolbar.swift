import SwiftUI

// The view's toolbar, in a file of its own: its popover becomes a sheet on an iPhone.
extension LibraryView {
    @ToolbarContentBuilder
    var libraryToolbar: some ToolbarContent {
        ToolbarItem(placement: .primaryAction) {
            Button("Sort") { showingSort = true }
                .popover(isPresented: $showingSort) {
                    Text("Sort by title")
                }
        }
    }
}
