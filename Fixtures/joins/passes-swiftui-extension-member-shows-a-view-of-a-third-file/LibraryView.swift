import SwiftUI

struct LibraryView: View {
    @State var showInfo = false

    var body: some View {
        Button("Info") { showInfo = true }
            .popover(isPresented: $showInfo) { infoContent }
    }
}
