import SwiftUI

struct NoteEditor: View {
    @State private var text = ""
    var body: some View {
        VStack {
            TextEditor(text: $text)
            Button("Done") { }
        }
    }
}
