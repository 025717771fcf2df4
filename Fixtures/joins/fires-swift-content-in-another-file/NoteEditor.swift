import SwiftUI

// Shown in NotesToolbar's popover (another file): it refuses a tap outside and holds no button,
// so people cannot leave it; its copy names the popover.
struct NoteEditor: View {
    @Binding var note: String

    var body: some View {
        VStack {
            Text("Type your note in this popover")
            TextEditor(text: $note)
        }
        .frame(idealWidth: 300, idealHeight: 200)
        .interactiveDismissDisabled()
    }
}
