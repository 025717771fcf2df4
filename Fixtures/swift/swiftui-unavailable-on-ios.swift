// `@available(iOS, unavailable)` rules iPhones and iPads out: a view marked so runs on the platforms
// its `@available` names (`macOS 14`), never in a compact width, so what it says about one is no
// finding. The Inspector (macOS only) keeps its popover a popover in a compact width it never has,
// and its Close button beside plain text is noise on a Mac. The Legend, on every platform, stays
// a popover on an iPhone. A view unavailable everywhere (`*`) shows nothing.
// expect: popover-close-button 23:32
// expect: popover-in-compact 57:52
import SwiftUI

@available(macOS 14, *)
@available(iOS, unavailable)
struct LayerInspectorButton: View {
    @State private var shown = false
    @State private var showOpacity = false
    @State private var opacity = 1.0

    var body: some View {
        HStack {
            Button("Layer") { shown = true }
                .popover(isPresented: $shown) {
                    VStack {
                        Text("Layer 3, 240 × 180")
                        Button("Close") { shown = false }
                    }
                    .padding()
                    .presentationCompactAdaptation(.popover)
                }
            Button("Opacity") { showOpacity = true }
                .popover(isPresented: $showOpacity) {
                    Slider(value: $opacity)
                        .frame(width: 200)
                        .presentationCompactAdaptation(.none)
                }
        }
    }
}

@available(*, unavailable, message: "Use LayerInspectorButton")
struct OldLayerInspectorButton: View {
    @State private var shown = false
    var body: some View {
        Button("Layer") { shown = true }
            .popover(isPresented: $shown) {
                Text("Layer 3")
                    .presentationCompactAdaptation(.popover)
            }
    }
}

@available(iOS 17, macOS 14, *)
struct ChartLegendButton: View {
    @State private var shown = false
    var body: some View {
        Button("Legend") { shown = true }
            .popover(isPresented: $shown) {
                Text("Blue: revenue")
                    .presentationCompactAdaptation(.popover)
            }
    }
}
