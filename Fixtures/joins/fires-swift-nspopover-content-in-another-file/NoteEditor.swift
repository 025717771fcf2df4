import SwiftUI

struct NoteEditor: View {
    @State private var text = ""
    var body: some View {
        TextEditor(text: $text)
    }
}
