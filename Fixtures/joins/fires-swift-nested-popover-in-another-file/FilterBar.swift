import SwiftUI

struct FilterBar: View {
    @State private var filtering = false

    var body: some View {
        Button("Filter") { filtering = true }
            .popover(isPresented: $filtering) {
                FilterList()
            }
    }
}
