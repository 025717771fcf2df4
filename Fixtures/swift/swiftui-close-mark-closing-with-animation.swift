// A close mark whose action closes the popover inside `withAnimation { … }` (with an animation or
// not), or toggles the flag that presents it (`showsInfo.toggle()`), is a Close button, as
// `showsInfo = false` alone is. A close mark that clears the filters, animated the same way, or that
// toggles another flag, is no Close button.
// expect: popover-close-button 21:109
// expect: popover-close-button 29:84
import SwiftUI

struct ChartInfoButton: View {
    @State private var showsInfo = false
    @State private var showsLegend = false
    @State private var filters: [String] = ["2024"]
    @State private var isPinned = true

    var body: some View {
        HStack {
            Button("Info") { showsInfo = true }
                .popover(isPresented: $showsInfo) {
                    VStack {
                        Text("About this chart")
                        Button { withAnimation(.easeOut) { showsInfo = false } } label: { Image(systemName: "xmark") }
                    }
                    .padding()
                }
            Button("Legend") { showsLegend = true }
                .popover(isPresented: $showsLegend) {
                    HStack {
                        Text("Blue is this year")
                        Button { showsLegend.toggle() } label: { Image(systemName: "xmark.circle") }
                    }
                    .padding()
                }
            Button("Filters") { filters = [] }
                .popover(isPresented: .constant(!filters.isEmpty)) {
                    HStack {
                        Text(filters.joined(separator: ", "))
                        Button { withAnimation { filters.removeAll() } } label: { Image(systemName: "xmark.circle.fill") }
                        Button { isPinned.toggle() } label: { Image(systemName: "xmark") }
                    }
                    .padding()
                }
        }
    }
}
