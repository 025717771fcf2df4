import SwiftUI

struct FontPanel: View {
    var size: Int
    @State private var showsSizes = false

    var body: some View {
        VStack {
            Text("Font size \(size)")
            Button("Sizes") { showsSizes = true }
                .popover(isPresented: $showsSizes) {
                    Text("12, 14, 17, 21")
                }
        }
    }
}
