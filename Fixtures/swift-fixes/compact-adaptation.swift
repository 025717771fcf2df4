// Popovers kept popovers in a compact width, in the ways SwiftUI code writes it: each case name
// becomes `sheet` and nothing else moves (spacing, comments, the type spelt in full). The
// popovers that already adapt, and a comment that only mentions the modifier, stay as they are.
// expect: popover-in-compact 23:56
// expect: popover-in-compact 30:54
// expect: popover-in-compact 36:68
// expect: popover-in-compact 41:56
import SwiftUI

struct FilterBar: View {
    @State private var sorting = false
    @State private var tagging = false
    @State private var sharing = false
    @State private var grouping = false
    @State private var exporting = false
    @State private var printing = false

    var body: some View {
        HStack {
            Button("Sort") { sorting = true }
                .popover(isPresented: $sorting) {
                    SortOptions()
                        .presentationCompactAdaptation(.none)
                }
            Button("Tags") { tagging = true }
                .popover(isPresented: $tagging, arrowEdge: .bottom) {
                    List {
                        Text("Work")
                    }
                    .presentationCompactAdaptation(  PresentationAdaptation.popover  ) // small on iPhone
                }
            Button("Share") { sharing = true }
                .popover(isPresented: $sharing) {
                    // .presentationCompactAdaptation(.none) is what this used to say.
                    Text("Share with")
                        .presentationCompactAdaptation(horizontal: .popover, vertical: .none)
                }
            Button("Group") { grouping = true }
                .popover(isPresented: $grouping) {
                    Text("Group by")
                        .presentationCompactAdaptation(SwiftUI.PresentationAdaptation.none)
                }
            Button("Export") { exporting = true }
                .popover(isPresented: $exporting) {
                    Text("Export as")
                        .presentationCompactAdaptation(.sheet)
                }
            Button("Print") { printing = true }
                .popover(isPresented: $printing) {
                    Text("Print")
                        .presentationCompactAdaptation(horizontal: .fullScreenCover, vertical: .popover)
                }
        }
    }
}

struct SortOptions: View {
    var body: some View {
        Picker("Sort by", selection: .constant(0)) {
            Text("Date").tag(0)
            Text("Name").tag(1)
        }
    }
}
