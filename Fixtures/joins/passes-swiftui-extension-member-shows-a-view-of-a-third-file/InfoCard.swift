import SwiftUI

// Shown in the library's Info popover through a member LibraryView+Info.swift declares: an alert may
// show over a popover.

struct InfoCard: View {
    @State var showDetails = false

    var body: some View {
        VStack {
            Text("About this library")
            Button("More") { showDetails = true }
        }
        .alert("Details", isPresented: $showDetails) { Button("OK") {} }
    }
}
