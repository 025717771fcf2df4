import SwiftUI

// Two uses, one through the modifier and one through the method: each is a popover on a Mac.
struct Inspector: View {
    @State private var showsHelp = false
    @State private var showsTips = false

    var body: some View {
        VStack {
            Button("Help") { showsHelp = true }
                .modifier(HelpPopover(isPresented: $showsHelp, text: "Drag to reorder"))
            Button("Tips") { showsTips = true }
                .helpPopover(isPresented: $showsTips, text: "Double-click to rename")
        }
    }
}
