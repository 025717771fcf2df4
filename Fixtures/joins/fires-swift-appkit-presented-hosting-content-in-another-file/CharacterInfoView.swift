import SwiftUI

// Information only, with a Close button that the click outside makes unnecessary.
struct CharacterInfoView: View {
    let character: Character
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("LATIN SMALL LETTER E WITH ACUTE")
            Button("Close") { dismiss() }
        }
        .padding()
    }
}
