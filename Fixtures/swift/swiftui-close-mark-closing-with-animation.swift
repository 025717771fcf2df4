// A close mark whose action closes the popover inside `withAnimation { … }` (with an animation or
// not) is a Close button, as `showsInfo = false` alone is. A close mark that clears the filters,
// animated the same way, is no Close button.
// expect: popover-close-button 17:109
import SwiftUI

struct ChartInfoButton: View {
    @State private var showsInfo = false
    @State private var filters: [String] = ["2024"]

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
            Button("Filters") { filters = [] }
                .popover(isPresented: .constant(!filters.isEmpty)) {
                    HStack {
                        Text(filters.joined(separator: ", "))
                        Button { withAnimation { filters.removeAll() } } label: { Image(systemName: "xmark.circle.fill") }
                    }
                    .padding()
                }
        }
    }
}
