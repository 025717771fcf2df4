import SwiftUI

// The popovers show views an extension declares in LibraryView+Panels.swift, each correct there.
struct LibraryView: View {
    @State var showsInfo = false
    @State var showsFilters = false
    @State var showsNewBooks = true
    @State var onlyUnread = false
    @State var showsSort = false

    var body: some View {
        NavigationStack {
            HStack {
                Button("Info") { showsInfo = true }
                    .popover(isPresented: $showsInfo) {
                        infoContent
                    }
                Button("Filters") { showsFilters = true }
                    .popover(isPresented: $showsFilters) {
                        filterOptions()
                    }
            }
            .toolbar { libraryToolbar }
        }
    }
}
