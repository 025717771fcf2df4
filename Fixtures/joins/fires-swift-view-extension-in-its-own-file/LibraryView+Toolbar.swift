import SwiftUI

// The view's toolbar, in a file of its own: its popover is kept a popover on an iPhone.
extension LibraryView {
    @ToolbarContentBuilder
    var libraryToolbar: some ToolbarContent {
        ToolbarItem(placement: .primaryAction) {
            Button("Sort") { showingSort = true }
                .popover(isPresented: $showingSort) {
                    Text("Sort by title")
                        .presentationCompactAdaptation(.popover)
                }
        }
    }
}
