import SwiftUI

// Built by both targets: it runs on iPad too, so it is read as the iOS target's file.
struct WordCountButton: View {
    let count: Int
    @State private var showsCount = false

    var body: some View {
        Button("Words") { showsCount = true }
            .popover(isPresented: $showsCount) {
                VStack {
                    Text("\(count) words")
                    Button("Done") { showsCount = false }
                }
                .frame(width: 200, height: 100)
            }
    }
}
