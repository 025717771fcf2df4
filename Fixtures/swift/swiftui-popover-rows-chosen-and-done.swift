// A popover of rows people choose from. Where choosing a row leaves the popover open (the row's
// action adds the tag and closes nothing), people may choose several, and the guideline keeps such
// a popover open until they dismiss it: a Done button is that dismissal, no finding. Where a row's
// action closes the popover, choosing an item closes it, and a Done button beside the rows only
// closes it. A popover switched off (`isPresented: .constant(false)`) never shows.
// expect: popover-close-button 56:28
import SwiftUI

struct TagField: View {
    @State private var picking = false
    @State private var tags: [String] = []
    let allTags = ["Work", "Home", "Urgent", "Later"]

    var body: some View {
        Button(tags.isEmpty ? "Tags" : tags.joined(separator: ", ")) { picking = true }
            .popover(isPresented: $picking) {
                NavigationStack {
                    List {
                        ForEach(allTags, id: \.self) { tag in
                            Button {
                                if tags.contains(tag) { tags.removeAll { $0 == tag } } else { tags.append(tag) }
                            } label: {
                                HStack {
                                    Text(tag)
                                    Spacer()
                                    if tags.contains(tag) { Image(systemName: "checkmark") }
                                }
                            }
                        }
                    }
                    .toolbar {
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Done") { picking = false }
                        }
                    }
                }
            }
    }
}

struct FolderField: View {
    @State private var picking = false
    @State private var folder = "Inbox"
    let folders = ["Inbox", "Archive", "Receipts"]

    var body: some View {
        Button(folder) { picking = true }
            .popover(isPresented: $picking) {
                VStack {
                    ForEach(folders, id: \.self) { name in
                        Button(name) {
                            folder = name
                            picking = false
                        }
                    }
                    Button("Done") { picking = false }
                }
                .padding()
            }
    }
}

struct TrackRow: View {
    var body: some View {
        Button("More") {}
            .popover(isPresented: .constant(false)) {
                Text("View Album")
                    .padding()
                    .presentationCompactAdaptation(.popover)
            }
    }
}
