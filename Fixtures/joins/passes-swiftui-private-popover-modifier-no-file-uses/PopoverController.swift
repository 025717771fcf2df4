import SwiftUI
import UIKit

// The controller the modifier presents, in a file of its own: its delegate method lets the
// popover become a sheet on an iPhone.
final class PopoverController<Content: View>: UIHostingController<Content>, UIPopoverPresentationControllerDelegate {
    init(rootView: Content) {
        super.init(rootView: rootView)
    }

    @MainActor required dynamic init?(coder: NSCoder) { fatalError() }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .formSheet
    }
}
