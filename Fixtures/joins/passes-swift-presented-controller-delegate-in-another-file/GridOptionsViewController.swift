import UIKit

// Its one-argument form is never called: its superclass has the other.
final class GridOptionsViewController: BaseOptionsViewController {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
    }
}
