import UIKit

// Both popovers of the Reader scene show a navigation controller: a check of the destination's
// own class for the root's class never holds, and one of the root's class that neither scene
// shows holds for no segue. Nothing here sets a popover up.
final class MagazineReaderViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let typefaces = segue.destination as? MagazineTypefaceViewController {
            typefaces.popoverPresentationController?.delegate = self
        }
        if segue.destination is MagazineThemeViewController {
            segue.destination.popoverPresentationController?.delegate = self
        }
        if let navigation = segue.destination as? UINavigationController,
           navigation.topViewController is MagazineArchiveViewController {
            navigation.popoverPresentationController?.delegate = self
        }
    }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
    }
}

final class MagazineTypefaceViewController: UITableViewController {}
final class MagazineThemeViewController: UITableViewController {}
final class MagazineArchiveViewController: UITableViewController {}
