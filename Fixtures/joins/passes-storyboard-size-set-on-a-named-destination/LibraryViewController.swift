import UIKit

// The destination named first, given a size that fits its content; and a name reused for another
// controller in a nested function, which is not the destination.
final class LibraryViewController: UIViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        let filters = segue.destination as! FilterViewController
        filters.preferredContentSize = CGSize(width: 320, height: 400)
        func resizeLater(_ filters: UIViewController) {
            filters.preferredContentSize = CGSize(width: 780, height: 1100)
        }
        _ = resizeLater
    }
}
