// `.interactiveDismissDisabled(uploading)` may keep a popover open while people's work runs: whether
// it closes by itself is not said, so a Cancel or Done button in it is not called noise. A literal
// `(false)`, or none at all, leaves the popover closing by itself: Close beside plain text is noise.
// expect: popover-close-button 22:32
// expect: popover-close-button 39:32
import SwiftUI

struct UploadStatsButton: View {
    @State private var showStats = false
    @State private var showStatus = false
    @State private var showLog = false
    @State private var showSummary = false
    @State private var uploading = true
    @State private var pendingChanges = 0

    var body: some View {
        HStack {
            Button("Stats") { showStats = true }
                .popover(isPresented: $showStats) {
                    VStack {
                        Text("12 files uploaded")
                        Button("Close") { showStats = false }
                    }
                    .padding()
                }
            Button("Status") { showStatus = true }
                .popover(isPresented: $showStatus) {
                    VStack {
                        ProgressView("Uploading…", value: 0.4)
                        Button("Cancel") { uploading = false }
                    }
                    .padding()
                    .interactiveDismissDisabled(uploading)
                }
            Button("Log") { showLog = true }
                .popover(isPresented: $showLog) {
                    VStack {
                        Text("Last upload: today")
                        Button("Close") { showLog = false }
                    }
                    .interactiveDismissDisabled(false)
                }
            Button("Summary") { showSummary = true }
                .popover(isPresented: $showSummary) {
                    UploadSummaryCard(pendingChanges: pendingChanges)
                        .interactiveDismissDisabled(uploading && pendingChanges > 0)
                }
        }
    }
}

struct UploadSummaryCard: View {
    @Environment(\.dismiss) private var dismiss
    let pendingChanges: Int

    var body: some View {
        VStack {
            Text("\(pendingChanges) changes waiting")
            Button("Done") { dismiss() }
        }
        .padding()
    }
}
