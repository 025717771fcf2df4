import SwiftUI

// A score with a tip about how it is counted, in a popover kept a popover on an iPhone.
struct ScoreView: View {
    let score: Int
    @State private var showsTip = false

    var body: some View {
        HStack {
            Text("\(score) points")
            Button { showsTip = true } label: { Image(systemName: "questionmark.circle") }
                .popover(isPresented: $showsTip) {
                    Text("Each correct answer counts one point.")
                        .padding()
                        .alwaysPopover()
                }
        }
    }
}
