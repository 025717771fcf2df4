// A team's popover wrapper whose content is a view of its own, and that view's body decides what
// the popover becomes in a compact width. A view that uses the wrapper is read in a compact width
// too, as if the content's code were written at the use: kept a popover there, the tip is
// reported once, in the content view; made a sheet there, the guide is no finding.
// expect: popover-in-compact 42:44
import SwiftUI

extension View {
    func tip(_ text: String, isPresented: Binding<Bool>) -> some View {
        popover(isPresented: isPresented) {
            TipContent(text: text)
        }
    }

    func guide(isPresented: Binding<Bool>) -> some View {
        popover(isPresented: isPresented, arrowEdge: .bottom) {
            GuideContent()
        }
    }
}

struct ScoreHeader: View {
    @State private var showsTip = false
    @State private var showsGuide = false

    var body: some View {
        HStack {
            Button("Score") { showsTip = true }
                .tip("Each correct answer counts one point.", isPresented: $showsTip)
            Button("Guide") { showsGuide = true }
                .guide(isPresented: $showsGuide)
        }
    }
}

struct TipContent: View {
    let text: String

    var body: some View {
        Text(text)
            .padding()
            .presentationCompactAdaptation(.popover)
    }
}

struct GuideContent: View {
    var body: some View {
        Text("Swipe a row to remove it.")
            .padding()
            .presentationCompactAdaptation(.sheet)
    }
}
