// A team's conditional modifier hands the view to a closure: `.if(isPad) { $0.popover(…) }`. The
// presentation the closure applies to its parameter is the view's, under the condition it is given
// as an `if` is. The Shortcuts card holds plain text and a Done button: noise. The Rename card holds
// a field beside its Done; the phone-only card is a sheet on an iPhone and nothing on an iPad; the
// export sheet is no popover.
// expect: popover-close-button 39:36
import SwiftUI

extension View {
    @ViewBuilder
    func `if`<Transformed: View>(_ condition: Bool, transform: (Self) -> Transformed) -> some View {
        if condition {
            transform(self)
        } else {
            self
        }
    }

    func apply<Transformed: View>(@ViewBuilder _ transform: (Self) -> Transformed) -> some View {
        transform(self)
    }
}

struct DocumentHeaderBar: View {
    @State private var showShortcuts = false
    @State private var renaming = false
    @State private var showTips = false
    @State private var exporting = false
    @State private var title = "Untitled"
    private var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }

    var body: some View {
        HStack {
            Button("Shortcuts") { showShortcuts = true }
                .if(isPad) {
                    $0.popover(isPresented: $showShortcuts) {
                        VStack {
                            Text("⌘N starts a document")
                            Button("Done") { showShortcuts = false }
                        }
                        .padding()
                    }
                }
            Button("Rename") { renaming = true }
                .apply { view in
                    view.popover(isPresented: $renaming) {
                        VStack {
                            TextField("Title", text: $title)
                            Button("Done") { renaming = false }
                        }
                        .padding()
                    }
                }
            Button("Tips") { showTips = true }
                .if(UIDevice.current.userInterfaceIdiom == .phone) {
                    $0.popover(isPresented: $showTips) {
                        VStack {
                            Text("Swipe down to search")
                            Button("Done") { showTips = false }
                        }
                    }
                }
            Button("Export") { exporting = true }
                .if(isPad) { view in
                    view.sheet(isPresented: $exporting) {
                        Button("Done") { exporting = false }
                    }
                }
        }
    }
}
