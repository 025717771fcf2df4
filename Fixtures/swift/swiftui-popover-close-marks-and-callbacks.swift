// Close buttons drawn as the close mark, and content views given callbacks. A button whose label
// is `Image(systemName: "xmark")` (or `xmark.circle`, `xmark.circle.fill`, or `Label("Close",
// systemImage:)`) and whose action only closes the popover is a Close button: in a popover that
// closes by itself when people tap outside it, it is noise. A callback a content view is given
// (`var onDismiss: (() -> Void)?`, passed as a trailing closure) is code it runs, not a view it shows, so the view's own content
// is read whole. The mark that removes a row, a close mark beside a text field people type in,
// are no finding.
// expect: popover-close-button 28:80
// expect: popover-close-button 36:87
// expect: popover-close-button 81:20
import SwiftUI

struct PlayerBadge: View {
    @State private var showsTip = false
    @State private var showsLegend = false
    @State private var showsTags = false
    @State private var showsRename = false
    @State private var showsCredits = false
    @State private var name = ""
    @State private var tags = ["Fast", "Fair"]

    var body: some View {
        HStack {
            Button { showsTip = true } label: { Image(systemName: "info.circle") }
                .popover(isPresented: $showsTip) {
                    VStack {
                        Text("Verified player")
                        Button { showsTip = false } label: { Image(systemName: "xmark") }
                    }
                    .padding()
                }
            Button("Legend") { showsLegend = true }
                .popover(isPresented: $showsLegend) {
                    VStack(alignment: .leading) {
                        HStack { Text("Legend").font(.headline); Spacer()
                            Button { showsLegend = false } label: { Image(systemName: "xmark.circle.fill") } }
                        Text("Blue means read")
                    }
                    .padding()
                }
            // The mark removes a tag: not a Close button.
            Button("Tags") { showsTags = true }
                .popover(isPresented: $showsTags) {
                    VStack {
                        ForEach(tags, id: \.self) { tag in
                            HStack {
                                Text(tag)
                                Button { tags.removeAll { $0 == tag } } label: { Image(systemName: "xmark") }
                            }
                        }
                    }
                    .padding()
                }
            // Beside a field people type in, a way to abandon the change.
            Button("Rename") { showsRename = true }
                .popover(isPresented: $showsRename) {
                    HStack {
                        TextField("Name", text: $name)
                        Button { showsRename = false } label: { Image(systemName: "xmark.circle") }
                    }
                    .padding()
                }
            Button("Credits") { showsCredits = true }
                .popover(isPresented: $showsCredits) {
                    CreditsCard(title: "Credits") {
                        showsCredits = false
                    }
                }
        }
    }
}

struct CreditsCard: View {
    let title: String
    var onDismiss: (() -> Void)?

    var body: some View {
        VStack {
            Text(title)
            Text("Made by the league")
            Button("Close") { onDismiss?() }
        }
        .padding()
    }
}
