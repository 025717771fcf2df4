import SwiftUI

// A second NoteEditor (another target's): which one the toolbar shows is not decided by the
// files alone, so neither is followed into.
struct NoteEditor: View {
    @Binding var note: String

    var body: some View {
        TextEditor(text: $note)
            .interactiveDismissDisabled()
    }
}
