// An iPad toolbar button whose popover gives no compact adaptation: SwiftUI turns it into a sheet
// in a compact width, so nothing here breaks a guideline.
// expect: nothing
import SwiftUI

struct InspectorView: View {
    @State private var showsDetails = false
    @State private var title = ""

    var body: some View {
        NavigationStack {
            List {
                Text("Quarterly report")
            }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Details") { showsDetails = true }
                        .popover(isPresented: $showsDetails, attachmentAnchor: .rect(.bounds)) {
                            Form {
                                TextField("Title", text: $title)
                                Toggle("Shared", isOn: .constant(true))
                            }
                            .frame(width: 320, height: 240)
                        }
                }
            }
        }
    }
}
