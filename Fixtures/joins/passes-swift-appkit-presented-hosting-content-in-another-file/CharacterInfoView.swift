import SwiftUI

// A field people type in, and a Close button beside it that leaves what they typed.
struct CharacterInfoView: View {
    let character: Character
    @State private var note = ""
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("LATIN SMALL LETTER E WITH ACUTE")
            TextField("Note", text: $note)
            Button("Close") { dismiss() }
        }
        .padding()
    }
}
