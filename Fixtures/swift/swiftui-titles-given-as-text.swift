// A navigation title or help given as `Text("…")` is copy people read, as the string is: one that
// names the popover gets `popover-word-in-copy`; one that names the task does not.
// expect: popover-word-in-copy 12:58
// expect: popover-word-in-copy 14:20
import SwiftUI

struct FiltersView: View {
    @State private var showsFilters = false

    var body: some View {
        NavigationStack {
            List { Text("Unread") }.navigationTitle(Text("Popover settings"))
        }
        .help(Text("Opens a popover with the filters"))
        .popover(isPresented: $showsFilters) {
            NavigationStack {
                Toggle("Unread only", isOn: .constant(true))
                    .navigationTitle(Text("Filters"))
            }
        }
    }
}
