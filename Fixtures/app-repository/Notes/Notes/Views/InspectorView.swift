import SwiftUI

/// The inspector's details popover adapts to a sheet in a compact width: nothing to report.
struct InspectorView: View {
    @State private var showsDetails = false
    @State private var title = ""

    var body: some View {
        Button("Details") { showsDetails = true }
            .popover(isPresented: $showsDetails) {
                Form {
                    TextField("Title", text: $title)
                }
                .frame(width: 320, height: 240)
            }
    }
}
