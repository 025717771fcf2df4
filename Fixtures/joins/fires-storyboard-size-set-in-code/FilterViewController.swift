import UIKit

// The scene is designed at 320 × 240, but the code asks for nearly the whole iPad screen:
// the size in code is the one the popover shows at.
final class FilterViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        preferredContentSize = CGSize(width: 780, height: 1100)
    }
}
