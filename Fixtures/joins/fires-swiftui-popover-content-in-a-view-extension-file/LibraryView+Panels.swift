import SwiftUI

extension LibraryView {
    // A sheet over the popover, and a word the people using the app do not need.
    var infoContent: some View {
        VStack {
            Text("Tap a book in this popover to open it")
            Button("Edit details") { editsDetails = true }
                .sheet(isPresented: $editsDetails) {
                    Text("Details")
                }
        }
    }

    // Nothing to choose or type: the popover closes when people tap outside it, so Done is noise.
    func sortOptions(for books: [String]) -> some View {
        VStack {
            Text("\(books.count) books, sorted by title")
            Button("Done") { showsSort = false }
        }
    }
}
