// One view, two platforms: on macOS the popover hangs off the trailing edge; elsewhere it is
// kept a popover in a compact width, which is reported in that width only.
// expect: popover-in-compact 21:52
import SwiftUI

struct ZoomControl: View {
    @State private var zooming = false

    var body: some View {
        Button("Zoom") { zooming = true }
        #if os(macOS)
            .popover(isPresented: $zooming, arrowEdge: .trailing) {
                Slider(value: .constant(1), in: 0.5...4)
                    .frame(width: 200)
                    .presentationCompactAdaptation(.none)
            }
        #else
            .popover(isPresented: $zooming) {
                Slider(value: .constant(1), in: 0.5...4)
                    .frame(width: 200)
                    .presentationCompactAdaptation(.none)
            }
        #endif
    }
}
