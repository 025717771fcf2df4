import UIKit

extension ReadingListViewController {
    // Sets up a segue the storyboard does not make: neither of its popovers is this one.
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showArchive" {
            segue.destination.popoverPresentationController?.delegate = self
            segue.destination.preferredContentSize = CGSize(width: 480, height: 240)
        }
    }
}
