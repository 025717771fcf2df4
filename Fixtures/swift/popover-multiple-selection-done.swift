// A list where people pick several items keeps its popover open: Done ends the choice, and is no
// Close button. A list of one choice closes on the pick, so Done there only closes the popover.
// expect: popover-close-button 85:32
// expect: popover-close-button 103:28
import SwiftUI

struct TagPickerButton: View {
    let tags = ["Family", "Travel", "Work"]
    @State private var showsTags = false
    @State private var chosen: Set<String> = []

    var body: some View {
        Button("Tags") { showsTags = true }
            .popover(isPresented: $showsTags) {
                NavigationStack {
                    List(tags, id: \.self, selection: $chosen) { tag in
                        Text(tag)
                    }
                    .environment(\.editMode, .constant(.active))
                    .toolbar {
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Done") { showsTags = false }
                        }
                    }
                }
            }
    }
}

struct AlbumPickerButton: View {
    struct Album: Identifiable {
        let id = UUID()
        let name: String
    }

    let albums: [Album]
    @State private var picking = false
    @State private var picked = Set<UUID>()

    var body: some View {
        Button("Add to Albums") { picking = true }
            .popover(isPresented: $picking) {
                VStack {
                    List(selection: self.$picked) {
                        ForEach(albums) { album in
                            Text(album.name)
                        }
                    }
                    Button("Done") { self.picking = false }
                }
                .frame(width: 320, height: 400)
            }
    }
}

final class Recipients: ObservableObject {
    @Published var chosen: Set<String> = []
}

struct RecipientsButton: View {
    @ObservedObject var recipients: Recipients
    let people: [String]
    @State private var choosing = false

    var body: some View {
        Button("Recipients") { choosing = true }
            .popover(isPresented: $choosing) {
                // The binding's type is the model's: not read, so not judged.
                List(people, id: \.self, selection: $recipients.chosen) { Text($0) }
                Button("Done") { choosing = false }
            }
    }
}

struct SizePickerButton: View {
    let sizes = ["Small", "Medium", "Large"]
    @State private var picking = false
    @State private var size: String?

    var body: some View {
        Button("Size") { picking = true }
            .popover(isPresented: $picking) {
                List(sizes, id: \.self, selection: $size) { Text($0) }
                    .toolbar {
                        Button("Done") { picking = false }
                    }
            }
    }
}

struct ShelfButton: View {
    let shelves = ["Reading", "Finished"]
    @State private var showsShelves = false

    var body: some View {
        Button("Shelves") { showsShelves = true }
            .popover(isPresented: $showsShelves) {
                VStack {
                    List {
                        ForEach(shelves, id: \.self) { Text($0) }
                    }
                    .environment(\.editMode, .constant(.inactive))
                    Button("Done") { showsShelves = false }
                }
            }
    }
}

struct ReorderButton: View {
    @State private var shelves = ["Reading", "Finished"]
    @State private var reordering = false

    var body: some View {
        Button("Reorder") { reordering = true }
            .popover(isPresented: $reordering) {
                VStack {
                    List {
                        ForEach(shelves, id: \.self) { Text($0) }
                            .onMove { shelves.move(fromOffsets: $0, toOffset: $1) }
                    }
                    .environment(\.editMode, .constant(.active))
                    Button("Done") { reordering = false }
                }
            }
    }
}
