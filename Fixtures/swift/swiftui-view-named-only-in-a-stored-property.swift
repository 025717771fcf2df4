// A catalogue keeps its example views in a stored array of erased views and lists only their
// titles: no screen reads the example as a view, so it is a screen of its own, and the Close in
// its popover is reported. The footer, which the body does show, is read inside the catalogue,
// once.
// expect: popover-close-button 34:28
import SwiftUI

struct Example {
    let title: String
    let view: AnyView
}

struct CatalogueView: View {
    let examples = [Example(title: "Tips", view: AnyView(TipExample()))]

    var body: some View {
        VStack {
            List(examples, id: \.title) { example in
                Text(example.title)
            }
            Footer()
        }
    }
}

struct TipExample: View {
    @State private var showsTip = false

    var body: some View {
        Button("Show tip") { showsTip = true }
            .popover(isPresented: $showsTip) {
                VStack {
                    Text("Drag a row to reorder it")
                    Button("Close") { showsTip = false }
                }
            }
    }
}

struct Footer: View {
    @State private var showsVersion = false

    var body: some View {
        Button("Version") { showsVersion = true }
            .popover(isPresented: $showsVersion) {
                Text("Version 2")
            }
    }
}
