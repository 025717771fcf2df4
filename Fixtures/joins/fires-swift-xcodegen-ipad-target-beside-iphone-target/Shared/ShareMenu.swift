import UIKit

// Both targets build this file: on SketchPad's devices it is a popover with no source.
final class ShareMenuController: UIViewController {
    func showShareMenu() {
        let menu = UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
        menu.addAction(UIAlertAction(title: "Messages", style: .default))
        menu.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(menu, animated: true)
    }
}
