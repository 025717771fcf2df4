import SwiftUI

// A score whose counting rules open in a sheet; the helper, used on the sheet's content, keeps
// no popover anywhere.
struct ScoreView: View {
    let score: Int
    @State private var showsRules = false

    var body: some View {
        HStack {
            Text("\(score) points")
            Button("Rules") { showsRules = true }
                .sheet(isPresented: $showsRules) {
                    Text("Each correct answer counts one point.")
                        .padding()
                        .alwaysPopover()
                }
        }
    }
}
