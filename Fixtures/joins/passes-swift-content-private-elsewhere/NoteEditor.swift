import SwiftUI

// Private to this file: the toolbar in the other file cannot show it (it shows a NoteEditor the
// linted files do not hold), and here nothing shows it in a popover.
private struct NoteEditor: View {
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
