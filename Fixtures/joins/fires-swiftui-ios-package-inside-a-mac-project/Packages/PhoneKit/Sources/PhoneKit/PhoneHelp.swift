import SwiftUI

// A package of its own inside a Mac app's folder: its files are not the Mac project's, so they
// keep the standard context (an iPad, whose compact width keeps this popover a popover).

public struct PhoneHelp: View {
    @State private var showHelp = false
    public var body: some View {
        Button("Help") { showHelp = true }
            .popover(isPresented: $showHelp) {
                Text("Press and hold to record").presentationCompactAdaptation(.popover)
            }
    }
}
