// The SwiftUI view a hosting controller shows, given through a local (`let panel = …` then
// `UIHostingController(rootView: panel)`), is the popover's content as when written in place: a
// popover shown from inside it is nested. The second popover's content holds none.
// expect: popover-nested 32:13
import SwiftUI
import UIKit

final class ShapesViewController: UIViewController {
    @objc func showShapes(_ sender: UIBarButtonItem) {
        let panel = ShapePicker { _ in }
        let host = UIHostingController(rootView: panel)
        host.modalPresentationStyle = .popover
        host.popoverPresentationController?.barButtonItem = sender
        present(host, animated: true)
    }

    @objc func showColors(_ sender: UIBarButtonItem) {
        let palette = Text("Colors").padding()
        let host = UIHostingController(rootView: palette)
        host.modalPresentationStyle = .popover
        host.popoverPresentationController?.barButtonItem = sender
        present(host, animated: true)
    }
}

struct ShapePicker: View {
    let onPick: (Int) -> Void
    @State private var showsHelp = false

    var body: some View {
        Button("Help") { showsHelp = true }
            .popover(isPresented: $showsHelp) { Text("Pick a shape to draw") }
    }
}
