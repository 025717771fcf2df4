import SwiftUI

extension LibraryView {
    // The xmark hides the banner, a state of the view, not the popover: it is no Close button.
    var infoContent: some View {
        VStack {
            if showsNewBooks {
                HStack {
                    Text("New books arrived")
                    Button {
                        showsNewBooks = false
                    } label: {
                        Image(systemName: "xmark")
                    }
                }
            }
            Text("Your library, synced on every device")
        }
    }

    // A choice to confirm: Done beside a toggle is fine.
    func filterOptions() -> some View {
        Form {
            Toggle("Only unread", isOn: $onlyUnread)
            Button("Done") { showsFilters = false }
        }
    }

    // Read once, in the view's screen: a popover that becomes a sheet in a compact width.
    @ToolbarContentBuilder
    var libraryToolbar: some ToolbarContent {
        ToolbarItem(placement: .primaryAction) {
            Button("Sort") { showsSort = true }
                .popover(isPresented: $showsSort) {
                    Text("Sort by title")
                }
        }
    }
}
