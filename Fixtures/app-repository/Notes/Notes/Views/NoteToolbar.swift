import SwiftUI

/// The note's toolbar: sharing options in a popover that stays a popover on iPhone too.
struct NoteToolbar: View {
    @State private var showsShareOptions = false
    @State private var includesComments = true

    var body: some View {
        HStack {
            Button("Share") { showsShareOptions = true }
                .popover(isPresented: $showsShareOptions) {
                    VStack {
                        Text("Share with")
                        Toggle("Include comments", isOn: $includesComments)
                    }
                    .presentationCompactAdaptation(.none)
                }
        }
    }
}
