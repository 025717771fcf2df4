// `.popover` as a value and another library's `.popover(present:)` are not SwiftUI popovers;
// nothing here is one.
// expect: nothing
import SwiftUI

struct TooltipView: View {
    @State private var shows = false

    var body: some View {
        VStack {
            Text("Tap for help")
                .presentationCompactAdaptation(.popover)
            Text("Hint")
                .popover(present: $shows, attachmentAnchor: .point(.top)) {
                    Text("A third-party tooltip")
                }
            Text("Another")
                .popover(isPresented: $shows, content: makeTip, extra: true)
        }
    }

    func makeTip() -> some View { Text("Tip") }
}
