// A popover shown from a toolbar button holds ordinary buttons, not bar buttons: `higlint popovers`
// lists its Reset and Done as buttons. Done only closes a popover that closes by itself.
// expect: popover-close-button 18:44
import SwiftUI

struct MeterView: View {
    @State private var optionsShown = false

    var body: some View {
        NavigationStack {
            Text("Meter")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button("Options") { optionsShown = true }
                            .popover(isPresented: $optionsShown) {
                                VStack {
                                    Button("Reset units") { resetUnits() }
                                    Button("Done") { optionsShown = false }
                                }
                                .padding()
                            }
                    }
                }
        }
    }

    private func resetUnits() {}
}
