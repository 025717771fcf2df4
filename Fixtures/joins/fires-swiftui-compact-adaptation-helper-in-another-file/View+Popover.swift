import SwiftUI

// The app's compatibility helper: keeps a popover a popover where iOS 16.4 lets it.
extension View {
    @ViewBuilder
    func alwaysPopover() -> some View {
        if #available(iOS 16.4, *) {
            self.presentationCompactAdaptation(.popover)
        } else {
            self
        }
    }
}
