import UIKit

// The popover's content scene: modal, and its one switch is no way out.
final class SortOptionsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        isModalInPresentation = true
    }
}
