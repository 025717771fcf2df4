// A popover opened from inside another popover's content: a cascade.
// expect: popover-nested 18:25
import SwiftUI

struct EventView: View {
    @State private var showsDetails = false
    @State private var showsInvitees = false

    var body: some View {
        Button("Team offsite") { showsDetails = true }
            .popover(isPresented: $showsDetails) {
                VStack(alignment: .leading) {
                    Text("Friday, 9:00")
                    Button("Invitees") { showsInvitees = true }
                        // The inner popover's `.popover` is where the finding points, on the
                        // line after its view: a modifier chain split over lines.
                        .font(.headline)
                        .popover(
                            isPresented: $showsInvitees,
                            arrowEdge: .leading
                        ) {
                            Text("Ana, Bo, Chen")
                        }
                }
            }
    }
}
