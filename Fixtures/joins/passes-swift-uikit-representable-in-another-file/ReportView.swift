import SwiftUI

struct ReportView: View {
    @State private var exporting = false

    var body: some View {
        Button("Export") { exporting = true }
            .background(ExportHost(isPresented: $exporting, items: ["Report"]))
    }
}
