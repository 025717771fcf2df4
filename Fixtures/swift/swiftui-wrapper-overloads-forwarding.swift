// A team's popover wrapper with overloads of the same labels: the one taking a string forwards to
// the one taking a `Text`, or to the one taking content. Each use is read through the overload it
// calls: the tip keeps its popover on an iPhone; the info popover becomes a sheet there.
// expect: popover-in-compact 26:53
import SwiftUI

extension View {
    func info(_ title: String, isPresented: Binding<Bool>) -> some View {
        info(Text(title), isPresented: isPresented)
    }

    func info(_ title: Text, isPresented: Binding<Bool>) -> some View {
        popover(isPresented: isPresented) {
            title.padding()
        }
    }

    func tipPopover(_ text: String, isPresented: Binding<Bool>) -> some View {
        self.tipPopover(isPresented: isPresented) {
            Text(text).padding()
        }
    }

    func tipPopover<Content: View>(isPresented: Binding<Bool>, content: @escaping () -> Content) -> some View {
        self.popover(isPresented: isPresented) {
            content().presentationCompactAdaptation(.popover)
        }
    }
}

struct AboutRow: View {
    @State private var showsInfo = false
    @State private var showsTip = false

    var body: some View {
        Button("About") { showsInfo = true }
            .info("Version 2.1", isPresented: $showsInfo)
        Button("Start") { showsTip = true }
            .tipPopover("Tap here to start", isPresented: $showsTip)
    }
}
