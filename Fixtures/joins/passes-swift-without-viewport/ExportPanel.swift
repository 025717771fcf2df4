import SwiftUI

struct ExportPanel: View {
    @State private var exporting = false

    var body: some View {
        Button("Export") { exporting = true }
            .popover(isPresented: $exporting) {
                Form {
                    Toggle("Include notes", isOn: .constant(true))
                }
                .frame(width: 800, height: 300)
            }
    }
}
