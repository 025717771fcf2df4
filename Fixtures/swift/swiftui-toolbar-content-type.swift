// A `ToolbarContent` type's items are bar items, as those written in `.toolbar { … }` are: the
// filter button's popover comes from a bar button in both. Nothing here is against the guideline.
// expect: nothing
import SwiftUI

struct LibraryScreen: View {
    @State private var showsSort = false

    var body: some View {
        NavigationStack {
            List { Text("Dune") }
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Sort") { showsSort = true }
                            .popover(isPresented: $showsSort) { Text("By title").padding() }
                    }
                    LibraryToolbar()
                }
        }
    }
}

struct LibraryToolbar: ToolbarContent {
    @State private var showsFilters = false

    var body: some ToolbarContent {
        ToolbarItemGroup(placement: .topBarLeading) {
            Button { showsFilters = true } label: { Image(systemName: "line.3.horizontal.decrease") }
                .popover(isPresented: $showsFilters) { Text("Unread only").padding() }
        }
    }
}
