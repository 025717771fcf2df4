// The popover's content is a view type of this file, read through its `body`: it cannot be
// dismissed by a tap outside and holds no button, so people cannot leave it.
// expect: popover-close-button 27:9
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

struct NoteEditor: View {
    @Binding var note: String

    var body: some View {
        VStack {
            Text("Note")
            TextEditor(text: $note)
        }
        .frame(idealWidth: 300, idealHeight: 200)
        .interactiveDismissDisabled()
    }
}
