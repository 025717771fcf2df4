// On iPhone the share popover is kept a popover (`.popover` adaptation), which the guidelines
// advise against in a compact width; the filter popover becomes a sheet and is fine.
// expect: popover-in-compact 22:56
import SwiftUI
import UIKit

struct ShareButton: View {
    @State private var sharing = false
    @State private var filtering = false

    var body: some View {
        if UIDevice.current.userInterfaceIdiom == .phone {
            HStack {
                Button("Share") { sharing = true }
                    .popover(isPresented: $sharing) {
                        VStack {
                            Text("Share with")
                            Toggle("Include comments", isOn: .constant(false))
                        }
                        .padding()
                        // Kept a popover on iPhone: too small to read, hard to dismiss.
                        .presentationCompactAdaptation(.popover)
                    }
                Button("Filter") { filtering = true }
                    .popover(isPresented: $filtering) {
                        Picker("Sort by", selection: .constant(0)) {
                            Text("Date").tag(0)
                            Text("Name").tag(1)
                        }
                        .presentationCompactAdaptation(.sheet)
                    }
            }
        }
    }
}
