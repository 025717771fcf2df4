import UIKit

final class LibraryViewController: UIViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        segue.destination.popoverPresentationController?.permittedArrowDirections = .up
    }
}
