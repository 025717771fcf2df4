// A view's body that hands its content to a method of its own (`withShortcuts(toolbar)`) shows
// what it passes: the popovers of that content are read where they are written.
// expect: popover-in-compact 35:65
// expect: popover-in-compact 53:56
import SwiftUI

struct BrowserWindow: View {
    @State private var showsDownloads = false
    @State private var showsHistory = false

    var body: some View {
        withShortcuts(toolbar)
    }

    private var toolbar: some View {
        HStack {
            Button("Downloads") { showsDownloads = true }
                .popover(isPresented: $showsDownloads) {
                    DownloadsList()
                }
            historyButton
        }
    }

    private func withShortcuts(_ base: some View) -> some View {
        base
            .keyboardShortcut("d", modifiers: .command)
            .onAppear {}
    }

    private var historyButton: some View {
        framed(
            Button("History") { showsHistory = true }
                .popover(isPresented: $showsHistory) {
                    HistoryList().presentationCompactAdaptation(.none)
                }
        )
    }

    private func framed<Content: View>(_ content: Content) -> some View {
        content.padding(8)
    }
}

struct ReaderPane: View {
    @State private var showsFonts = false

    var body: some View {
        decorated(AnyView(
            Button("Fonts") { showsFonts = true }
                .popover(isPresented: $showsFonts) {
                    Text("Font size")
                        .presentationCompactAdaptation(.popover)
                }
        ))
    }

    private func decorated(_ view: AnyView) -> some View {
        view.padding()
    }
}

struct DownloadsList: View {
    var body: some View { Text("No downloads") }
}

struct HistoryList: View {
    var body: some View { Text("No history") }
}
