// Popover wrappers declared as methods of another type than `View` (`extension Button`,
// `extension Image`, `extension Text`) are popovers at each use on a value of that type:
// `Button("Export") { … }.exportHelp(…)`, `Image(systemName:).infoPopover(…)`. A call on a value
// whose type the code does not say (`Text("¹").bold()`, a property) is read only when one type's
// extensions declare the name: `footnotePopover` is Text's alone, `tipPopover` Button's and
// Image's, so `shareIcon.tipPopover(…)` and `icon.tipPopover(…)` (a parameter) are not read, nor is
// `hintPopover` (View's and Button's) on a `Text`. Export, Info, Footnote, Delete and Sort stay
// popovers in a compact width; Import, About and Filter adapt to a sheet.
// expect: popover-in-compact 81:56
// expect: popover-in-compact 91:56
// expect: popover-in-compact 101:60
// expect: popover-in-compact 108:56
// expect: popover-in-compact 115:60
import SwiftUI

extension Button {
    func exportHelp<Tip: View>(isShown: Binding<Bool>, @ViewBuilder tip: @escaping () -> Tip) -> some View {
        popover(isPresented: isShown, arrowEdge: .top, content: tip)
    }

    func tipPopover<Tip: View>(isShown: Binding<Bool>, @ViewBuilder tip: @escaping () -> Tip) -> some View {
        self.popover(isPresented: isShown, content: tip)
    }

    func hintPopover<Tip: View>(isShown: Binding<Bool>, @ViewBuilder tip: @escaping () -> Tip) -> some View {
        popover(isPresented: isShown, content: tip)
    }
}

extension Image {
    func infoPopover<Tip: View>(isShown: Binding<Bool>, @ViewBuilder tip: @escaping () -> Tip) -> some View {
        self.popover(isPresented: isShown, content: tip)
    }

    func tipPopover<Tip: View>(isShown: Binding<Bool>, @ViewBuilder tip: @escaping () -> Tip) -> some View {
        popover(isPresented: isShown, arrowEdge: .leading, content: tip)
    }
}

extension Text {
    func footnotePopover<Tip: View>(isShown: Binding<Bool>, @ViewBuilder tip: @escaping () -> Tip) -> some View {
        popover(isPresented: isShown, content: tip)
    }
}

extension View {
    func hintPopover<Tip: View>(isShown: Binding<Bool>, @ViewBuilder tip: @escaping () -> Tip) -> some View {
        popover(isPresented: isShown, content: tip)
    }
}

struct DocumentToolbar: View {
    @State private var export = false
    @State private var importHelp = false
    @State private var info = false
    @State private var about = false
    @State private var footnote = false
    @State private var delete = false
    @State private var sort = false
    @State private var filter = false
    @State private var share = false
    @State private var label = false
    @State private var hint = false
    let note: String?

    var shareIcon: Image { Image(systemName: "square.and.arrow.up") }

    /// A parameter's type is not read either.
    func tagButton(_ icon: Image) -> some View {
        icon.tipPopover(isShown: $label) {
            Text("Tags group notes.")
                .presentationCompactAdaptation(.none)
        }
    }

    var body: some View {
        VStack {
            Button("Export") { export = true }
                .exportHelp(isShown: $export) {
                    Text("Exports a PDF.")
                        .presentationCompactAdaptation(.none)
                }
            Button("Import") { importHelp = true }
                .exportHelp(isShown: $importHelp) {
                    Text("Imports Markdown.")
                        .presentationCompactAdaptation(.sheet)
                }
            Image(systemName: "info.circle")
                .infoPopover(isShown: $info) {
                    Text("Version 3")
                        .presentationCompactAdaptation(.none)
                }
            Image(systemName: "questionmark.circle").infoPopover(isShown: $about, tip: {
                Text("About this app")
                    .presentationCompactAdaptation(.sheet)
            })
            if let note {
                Text("¹").bold()
                    .footnotePopover(isShown: $footnote) {
                        Text(note)
                            .presentationCompactAdaptation(.none)
                    }
            }
            #if os(iOS)
            Button(role: .destructive) { delete = true } label: { Text("Delete") }
                .tipPopover(isShown: $delete) {
                    Text("Deleted notes stay in Recently Deleted.")
                        .presentationCompactAdaptation(.none)
                }
            #endif
            if UIDevice.current.userInterfaceIdiom == .pad {
                Image(systemName: "arrow.up.arrow.down")
                    .tipPopover(isShown: $sort) {
                        Text("Sort by date or title.")
                            .presentationCompactAdaptation(.none)
                    }
            }
            Button("Filter") { filter = true }
                .tipPopover(isShown: $filter) {
                    Text("Show only pinned notes.")
                        .presentationCompactAdaptation(.sheet)
                }
            // The type of `shareIcon` is not read: Button's or Image's `tipPopover`, not known.
            shareIcon
                .tipPopover(isShown: $share) {
                    Text("Share a copy.")
                        .presentationCompactAdaptation(.none)
                }
            tagButton(Image(systemName: "tag"))
            Text("Hint")
                .hintPopover(isShown: $hint) {
                    Text("View's or Button's hintPopover.")
                        .presentationCompactAdaptation(.none)
                }
        }
    }
}
