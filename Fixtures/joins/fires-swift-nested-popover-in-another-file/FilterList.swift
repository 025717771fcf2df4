import SwiftUI

// The content of FilterBar's popover (another file) opens a popover of its own.
struct FilterList: View {
    @State private var choosingColor = false

    var body: some View {
        List {
            Toggle("Unread only", isOn: .constant(true))
            Button("Color") { choosingColor = true }
                .popover(isPresented: $choosingColor) {
                    ColorPicker("Color", selection: .constant(.red))
                }
        }
    }
}
