// Content built in a constant of the content's own block (`let form = Form { … }`, then
// `form.frame(…)`) is that view: its Close button beside nothing to confirm is reported. A form
// people type in keeps its Done, and a constant that is no view (`let columns`) is only an argument.
// expect: popover-close-button 19:36
import SwiftUI

struct AddWidgetButton: View {
    @State private var adding = false
    @State private var renaming = false
    @State private var name = ""

    var body: some View {
        HStack {
            Button("Add") { adding = true }
                .popover(isPresented: $adding) {
                    VStack {
                        let form = Form {
                            Text("No widgets found.")
                            Button("Close") { adding = false }
                        }
                        form.frame(width: 300, height: 400)
                    }
                }
            Button("Rename") { renaming = true }
                .popover(isPresented: $renaming) {
                    let columns = [GridItem(.flexible()), GridItem(.flexible())]
                    let form = Form {
                        TextField("Name", text: $name)
                        Button("Done") { renaming = false }
                    }
                    LazyVGrid(columns: columns) { form }
                        .frame(width: 300, height: 160)
                }
        }
    }
}
