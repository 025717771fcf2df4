import UIKit

class PopoverStyle: NSObject, UIPopoverPresentationControllerDelegate {
    static let shared: PopoverStyle = KeepsOnPad()

    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .none
    }
}

final class KeepsOnPad: PopoverStyle {
    override func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        traitCollection.userInterfaceIdiom == .pad ? .none : .formSheet
    }
}
