// An alert over a popover is allowed; a confirmation dialog (an action sheet) and a sheet over
// it are not.
// expect: popover-over-popover 23:25
// expect: popover-over-popover 26:25
import SwiftUI

struct PhotoActionsView: View {
    @State private var showsActions = false
    @State private var confirmsDelete = false
    @State private var choosesAlbum = false
    @State private var editsCaption = false

    var body: some View {
        Button("Actions") { showsActions = true }
            .popover(isPresented: $showsActions) {
                VStack {
                    Button("Delete", role: .destructive) { confirmsDelete = true }
                        .alert("Delete this photo?", isPresented: $confirmsDelete) {
                            Button("Delete", role: .destructive) {}
                            Button("Cancel", role: .cancel) {}
                        }
                    Button("Add to Album") { choosesAlbum = true }
                        .confirmationDialog("Album", isPresented: $choosesAlbum) {
                            Button("Favorites") {}
                        }
                        .sheet(isPresented: $editsCaption) {
                            Text("Caption")
                        }
                }
            }
    }
}
