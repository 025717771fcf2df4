import SwiftUI

struct ExportButton: View {
    @State private var showsExport = false

    var body: some View {
        Button("Export") { showsExport = true }
            .popover(isPresented: $showsExport) {
                ExportOptions()
                    .frame(width: 320, height: 260)
            }
    }
}

struct ExportOptions: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> ExportOptionsViewController {
        ExportOptionsViewController()
    }

    func updateUIViewController(_ controller: ExportOptionsViewController, context: Context) {}
}
