// A file that imports AppKit outside any `#if` is built for macOS only: its SwiftUI views are read
// for macOS, where no width is compact, so what they say a compact width makes of a popover is no
// finding, and code under `#if os(iOS)` is never built. The account card's Close button beside
// plain text is noise on a Mac too.
// expect: popover-close-button 25:32
import AppKit
import SwiftUI

struct LedgerSidebarFooter: View {
    @State private var showAccount = false
    @State private var showSync = false
    @State private var showTips = false

    var body: some View {
        VStack {
            Button("Sync") { showSync = true }
                .popover(isPresented: $showSync) {
                    LedgerSyncCard()
                        .presentationCompactAdaptation(.popover)
                }
            Button("Account") { showAccount = true }
                .popover(isPresented: $showAccount) {
                    VStack {
                        Text("Signed in as Ana")
                        Button("Close") { showAccount = false }
                    }
                    .padding()
                }
            #if os(iOS)
            Button("Tips") { showTips = true }
                .popover(isPresented: $showTips) {
                    Text("Swipe to archive")
                        .presentationCompactAdaptation(.none)
                }
            #endif
        }
    }
}

struct LedgerSyncCard: View {
    var body: some View {
        Text("Last synced a minute ago")
            .frame(width: 220)
    }
}
