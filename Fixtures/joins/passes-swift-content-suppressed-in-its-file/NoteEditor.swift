import SwiftUI

struct NoteEditor: View {
    @Binding var note: String

    var body: some View {
        VStack {
            Text("Note")
            TextEditor(text: $note)
        }
        .frame(idealWidth: 300, idealHeight: 200)
        // Saved on every keystroke, and the toolbar's button closes it: no button of its own.
        // higlint-disable-next-line popover-close-button
        .interactiveDismissDisabled()
    }
}
