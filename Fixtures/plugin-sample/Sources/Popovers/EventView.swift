#if canImport(SwiftUI)
import SwiftUI

/// An event whose details open in a popover, from which the invitees open in a second one.
public struct EventView: View {
    @State private var showsDetails = false
    @State private var showsInvitees = false

    public init() {}

    public var body: some View {
        Button("Team offsite") { showsDetails = true }
            .popover(isPresented: $showsDetails) {
                VStack(alignment: .leading) {
                    Text("Friday, 9:00")
                    Button("Invitees") { showsInvitees = true }
                        .popover(isPresented: $showsInvitees) {
                            Text("Ana, Bo, Chen")
                        }
                }
            }
    }
}
#endif

/// What the library holds on every platform, so that it builds where SwiftUI does not exist.
public enum Events {
    public static let title = "Team offsite"
}
