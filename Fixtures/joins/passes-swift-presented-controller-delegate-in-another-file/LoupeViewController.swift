import UIKit

// A loupe that must stay next to the text it magnifies, in any width.
final class LoupeViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        // higlint-disable-next-line popover-in-compact -- the loupe is useless as a sheet
        .none
    }
}
