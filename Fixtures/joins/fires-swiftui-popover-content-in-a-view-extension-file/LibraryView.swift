import SwiftUI

// Both popovers show views an extension declares in LibraryView+Panels.swift: what those views
// hold is read here, where the popovers show them, and reported in the file that holds them.
struct LibraryView: View {
    @State var showsInfo = false
    @State var showsSort = false
    @State var editsDetails = false
    let books: [String]

    var body: some View {
        HStack {
            Button("Info") { showsInfo = true }
                .popover(isPresented: $showsInfo) {
                    self.infoContent
                }
            Button("Sort") { showsSort = true }
                .popover(isPresented: $showsSort) {
                    sortOptions(for: books)
                }
        }
    }
}
