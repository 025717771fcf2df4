// A popover's content given as a view's initializer (`content: SignInPanel.init`) is that view, read
// as `{ SignInPanel() }` is: its Close button beside nothing to confirm, and the adaptation that
// keeps it a popover in a compact width, are reported. A panel people type in keeps its Done.
// expect: popover-close-button 28:20
// expect: popover-in-compact 30:40
import SwiftUI

struct AccountButton: View {
    @State private var signingIn = false
    @State private var renaming = false

    var body: some View {
        HStack {
            Button("Account") { signingIn = true }
                .popover(isPresented: $signingIn, content: SignInPanel.init)
            Button("Rename") { renaming = true }
                .popover(isPresented: $renaming, arrowEdge: .bottom, content: RenamePanel.init)
        }
    }
}

struct SignInPanel: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Signed out")
            Button("Close") { dismiss() }
        }
        .presentationCompactAdaptation(.none)
    }
}

struct RenamePanel: View {
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    @State private var scope = 0

    var body: some View {
        VStack {
            TextField("Name", text: $name)
            Picker("Rename", selection: $scope) {
                Text("This note").tag(0)
                Text("All notes").tag(1)
            }
            .pickerStyle(SegmentedPickerStyle())
            Button("Done") { dismiss() }
        }
        .padding()
    }
}
