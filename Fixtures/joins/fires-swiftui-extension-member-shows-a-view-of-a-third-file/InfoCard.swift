import SwiftUI

// Shown in the library's Info popover through a member LibraryView+Info.swift declares: the sheet it
// presents shows over that popover.

struct InfoCard: View {
    @State var showDetails = false

    var body: some View {
        VStack {
            Text("About this library")
            Button("More") { showDetails = true }
        }
        .sheet(isPresented: $showDetails) { Text("Details") }
    }
}
