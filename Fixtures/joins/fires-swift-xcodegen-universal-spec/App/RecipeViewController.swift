import UIKit

// On iPad the action sheet is a popover, and nothing anchors it.
final class RecipeViewController: UIViewController {
    @IBAction private func showOptions(_ sender: Any) {
        let options = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        options.addAction(UIAlertAction(title: "Add to Shopping List", style: .default))
        options.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(options, animated: true)
    }
}
