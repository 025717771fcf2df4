// A color in a popover's content (`Color.clear` filling a `ZStack`) is a view people do not edit:
// the close mark beside it only closes a popover that closes by itself. Beside a text field, the
// same mark may abandon what people typed, and is not noise.
// expect: popover-close-button 20:80
import SwiftUI

struct OptionsButton: View {
    @State private var showsOptions = false
    @State private var showsRename = false
    @State private var name = ""

    var body: some View {
        Button { showsOptions = true } label: { Image(systemName: "gearshape") }
            .popover(isPresented: $showsOptions) {
                ZStack {
                    Color.clear
                    Link("Source code", destination: URL(string: "https://example.com")!)
                }
                .overlay(alignment: .topLeading) {
                    Button { showsOptions = false } label: { Image(systemName: "xmark") }
                }
            }
        Button("Rename") { showsRename = true }
            .popover(isPresented: $showsRename) {
                ZStack {
                    Color.accentColor.opacity(0.1)
                    TextField("Name", text: $name)
                }
                .overlay(alignment: .topLeading) {
                    Button { showsRename = false } label: { Image(systemName: "xmark") }
                }
            }
    }
}
