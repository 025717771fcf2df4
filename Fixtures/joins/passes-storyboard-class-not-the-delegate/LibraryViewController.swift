import UIKit

// The delegate method is here, but nothing makes this class the popover's delegate: UIKit never
// asks it, and the popover adapts to a sheet on iPhone as usual.
final class LibraryViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
    }
}
