import UIKit

// The Reading List scene's class (customClass in ReadingList.storyboard). Which segue it sets up,
// and how, is in its extension (ReadingListViewController+Segues.swift).
final class ReadingListViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
    }
}
