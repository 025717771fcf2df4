// A popover inside a ToolbarContent's body and inside a ViewModifier's body(content:) is read as
// one in a view's body. The filter popover keeps a popover in a compact width; the sort popover
// (a sheet there) and the modifier's own popover (a field and its Done button) are right.
// expect: popover-in-compact 25:71
import SwiftUI

struct LibraryView: View {
    var body: some View {
        NavigationStack {
            List { Text("Books") }
                .toolbar { LibraryToolbar() }
                .modifier(RenameAction())
        }
    }
}

struct LibraryToolbar: ToolbarContent {
    @State private var filtering = false
    @State private var sorting = false

    var body: some ToolbarContent {
        ToolbarItem(placement: .primaryAction) {
            Button("Filter") { filtering = true }
                .popover(isPresented: $filtering) {
                    Text("Only unread").presentationCompactAdaptation(.none)
                }
        }
        ToolbarItem {
            Button("Sort") { sorting = true }
                .popover(isPresented: $sorting) {
                    Text("By title").presentationCompactAdaptation(.sheet)
                }
        }
    }
}

struct RenameAction: ViewModifier {
    @State private var renaming = false
    @State private var name = ""

    func body(content: Content) -> some View {
        content
            .onTapGesture(count: 2) { renaming = true }
            .popover(isPresented: $renaming) {
                TextField("Name", text: $name)
                Button("Done") { renaming = false }
            }
    }
}
