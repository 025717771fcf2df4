// On a Mac a confirmation dialog is shown as an alert, and an alert may show over a popover: a
// popover's content that asks before it disconnects is no popover over a popover. (On an iPad the
// same dialog is an action sheet, which the guideline keeps off a popover.)
// expect: nothing
import AppKit
import SwiftUI

struct ConnectionStatusButton: View {
    @State private var showsStatus = false

    var body: some View {
        Button("Online") { showsStatus = true }
            .popover(isPresented: $showsStatus, arrowEdge: .bottom) {
                ConnectionStatusPanel()
                    .frame(width: 260, height: 140)
            }
    }
}

struct ConnectionStatusPanel: View {
    @State private var confirmsDisconnect = false

    var body: some View {
        VStack(alignment: .leading) {
            Text("Connected to broker")
            Button("Disconnect…", role: .destructive) { confirmsDisconnect = true }
        }
        .padding()
        .confirmationDialog("Disconnect from the broker?", isPresented: $confirmsDisconnect) {
            Button("Disconnect", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        }
    }
}
