import SwiftUI

struct NotesToolbar: View {
    @State private var editing = false
    @State private var note = ""

    var body: some View {
        Button("Note") { editing = true }
            .popover(isPresented: $editing) {
                NoteEditor(note: $note)
            }
    }
}
