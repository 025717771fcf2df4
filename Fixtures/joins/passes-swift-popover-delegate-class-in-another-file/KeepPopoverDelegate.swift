import UIKit

// Keeps a popover a popover; the app subclasses it for the one screen where that is right, and a
// subclass may answer otherwise, so what an object of it decides is not known.
class KeepPopoverDelegate: NSObject, UIPopoverPresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
    }
}

final class ColorWellPopoverDelegate: KeepPopoverDelegate {
    override func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .popover
    }
}
