import UIKit

// The presenter names the destination first, then gives it nearly the whole iPad screen: the
// size in code replaces the storyboard's 320 × 240.
final class LibraryViewController: UIViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        let filters = segue.destination
        filters.preferredContentSize = CGSize(width: 780, height: 1100)
    }
}
