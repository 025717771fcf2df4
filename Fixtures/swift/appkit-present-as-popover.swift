// An AppKit view controller presenting another as a popover
// (`present(_:asPopoverRelativeTo:of:preferredEdge:behavior:)`) makes an NSPopover: the call gives
// its content, its source and edge, and its behavior. The zoom help closes on a click outside and
// holds plain text and a Close button: noise. The pinned legend (application-defined) holds no
// button at all: no way out. The rename field, the controller of its own and the pinned palette
// with its Done button are right.
// expect: popover-close-button 46:20
// expect: popover-close-button 30:49
import AppKit
import SwiftUI

final class MapToolbarController: NSViewController {
    @IBAction func showZoomHelp(_ sender: NSButton) {
        present(NSHostingController(rootView: ZoomHelpNote()), asPopoverRelativeTo: sender.bounds, of: sender,
                preferredEdge: .maxY, behavior: .transient)
    }

    @IBAction func renamePin(_ sender: NSButton) {
        let rename = NSHostingController(rootView: PinRenameField())
        self.present(rename, asPopoverRelativeTo: sender.bounds, of: sender, preferredEdge: .minX, behavior: .semitransient)
    }

    @IBAction func showLayers(_ sender: NSButton) {
        let layers = MapLayersViewController()
        present(layers, asPopoverRelativeTo: sender.bounds, of: sender, preferredEdge: .maxY, behavior: .transient)
    }

    @IBAction func showLegend(_ sender: NSButton) {
        present(NSHostingController(rootView: MapLegendCard()), asPopoverRelativeTo: sender.bounds, of: sender,
                preferredEdge: .maxY, behavior: .applicationDefined)
    }

    @IBAction func showPalette(_ sender: NSButton) {
        present(NSHostingController(rootView: PinPaletteCard()), asPopoverRelativeTo: sender.bounds, of: sender,
                preferredEdge: .maxY, behavior: NSPopover.Behavior.applicationDefined)
    }
}

final class MapLayersViewController: NSViewController {}

struct ZoomHelpNote: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Text("Pinch to zoom the map")
            Button("Close") { dismiss() }
        }
        .padding()
    }
}

struct PinRenameField: View {
    @State private var name = ""
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        HStack {
            TextField("Pin name", text: $name)
            Button("Done") { dismiss() }
        }
        .padding()
    }
}

struct MapLegendCard: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Red: closed roads")
            Text("Blue: ferries")
        }
        .padding()
    }
}

struct PinPaletteCard: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Text("Pin colours")
            Button("Done") { dismiss() }
        }
        .padding()
    }
}
