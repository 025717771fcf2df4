import SwiftUI

struct ExportPanel: View {
    @State private var exporting = false

    var body: some View {
        Button("Export") { exporting = true }
            .popover(isPresented: $exporting) {
                Form {
                    Toggle("Include notes", isOn: .constant(true))
                }
                #if os(macOS)
                // A Mac window is no iPad scene: the configured viewport is not this screen's.
                .frame(width: 800, height: 300)
                #else
                .frame(width: 320, height: 300)
                #endif
            }
    }
}
