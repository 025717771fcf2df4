// A SwiftUI view that picks a popover or a sheet through a name: `isRegular` holds the size-class
// check, `isPhone` the idiom's. The popover kept a popover in a compact width shows only where
// the width is regular: fine. The one shown only on iPhone is kept a popover there, in a compact
// width: not what people expect on iPhone. A stored `@State` flag decides nothing: its popover
// may show in any width.
// expect: popover-in-compact 42:56
// expect: popover-in-compact 54:56
import SwiftUI

struct ReaderToolbar: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @State private var showingFonts = false
    @State private var showingShare = false
    @State private var showingTags = false
    @State private var prefersPopovers = true

    private var isRegular: Bool { horizontalSizeClass == .regular }
    private var isPhone: Bool { UIDevice.current.userInterfaceIdiom == .phone }

    var body: some View {
        HStack {
            if isRegular {
                Button("Fonts") { showingFonts = true }
                    .popover(isPresented: $showingFonts) {
                        FontPicker().presentationCompactAdaptation(.popover)
                    }
            } else {
                Button("Fonts") { showingFonts = true }
                    .sheet(isPresented: $showingFonts) { FontPicker() }
            }
            shareButton
            tagsButton
        }
    }

    @ViewBuilder
    private var shareButton: some View {
        if self.isPhone {
            Button("Share") { showingShare = true }
                .popover(isPresented: $showingShare) {
                    ShareOptions()
                        .presentationCompactAdaptation(.popover)
                }
        }
    }

    @ViewBuilder
    private var tagsButton: some View {
        if prefersPopovers {
            Button("Tags") { showingTags = true }
                .popover(isPresented: $showingTags) {
                    TagList()
                        .frame(width: 280)
                        .presentationCompactAdaptation(.popover)
                }
        }
    }
}

struct FontPicker: View {
    var body: some View {
        Picker("Font", selection: .constant(1)) {
            Text("Serif").tag(1)
            Text("Sans").tag(2)
        }
    }
}

struct ShareOptions: View {
    var body: some View {
        Text("Share a link to this page")
    }
}

struct TagList: View {
    var body: some View {
        Text("Tags")
    }
}
