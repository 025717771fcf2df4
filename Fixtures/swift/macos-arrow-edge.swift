// A macOS popover with its arrow on the trailing edge, compiled for macOS only. It closes by
// itself, so its Close button is noise.
// expect: popover-close-button 19:28
import SwiftUI

#if os(macOS)
struct SwatchView: View {
    @State private var picking = false

    var body: some View {
        Circle()
            .fill(.blue)
            .frame(width: 24, height: 24)
            .popover(isPresented: $picking, arrowEdge: .trailing) {
                VStack {
                    Text("Blue")
                    Text("Used in 3 documents")
                    // An information popover with nothing to confirm: a tap outside closes it.
                    Button("Close") { picking = false }
                }
                .padding()
            }
    }
}
#endif
