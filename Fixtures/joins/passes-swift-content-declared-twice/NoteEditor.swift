import SwiftUI

struct NoteEditor: View {
    @Binding var note: String

    var body: some View {
        VStack {
            Text("Note")
            TextEditor(text: $note)
        }
        .interactiveDismissDisabled()
    }
}
