import UIKit

// A name spelt like the identifier that holds something else: which segue the delegate is set
// for is not known, so nothing is said.
final class ReaderViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    var lastChoice: String?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        let identifier = lastChoice ?? segue.identifier ?? ""
        if identifier == "showSortOptions" {
            segue.destination.popoverPresentationController?.delegate = self
        }
    }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        return .none
    }
}
