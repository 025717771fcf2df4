import SwiftUI

struct LibraryView: View {
    @State var showingSort = false

    var body: some View {
        NavigationStack {
            Text("Library")
                .toolbar { libraryToolbar }
        }
    }
}
