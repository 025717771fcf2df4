import UIKit

// The scene is designed tall, and the storyboard's segue permits no arrow; the code fits the
// popover to its content and gives it an arrow, so neither is what people see.
final class FilterViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        preferredContentSize = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    }
}
