// `.presentationCompactAdaptation` given a value the code computes (a property, a condition) is
// not read: nothing is reported, and `higlint popovers` lists the compact width as unknown. The
// literal `.sheet` beside them is read.
// expect: nothing
import SwiftUI

struct PlayerControls: View {
    var queueAdaptation: PresentationAdaptation = .popover
    var keepsLyricsFloating = false
    @State private var showsQueue = false
    @State private var showsLyrics = false
    @State private var showsOutput = false

    var body: some View {
        HStack {
            Button("Queue") { showsQueue = true }
                .popover(isPresented: $showsQueue) {
                    Text("Up next")
                        .presentationCompactAdaptation(queueAdaptation)
                }
            Button("Lyrics") { showsLyrics = true }
                .popover(isPresented: $showsLyrics) {
                    Text("Lyrics")
                        .presentationCompactAdaptation(keepsLyricsFloating ? .popover : .sheet)
                }
            Button("Output") { showsOutput = true }
                .popover(isPresented: $showsOutput) {
                    Text("AirPlay")
                        .presentationCompactAdaptation(.sheet)
                }
        }
    }
}
