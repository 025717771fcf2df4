import UIKit

// Reader's options popover shows an action sheet from its own content: inside the popover it is
// shown as a sheet and needs no anchor. Notes, another app of the repository, declares a class of
// the same name: which one a file presents is not sure, so the sheet is not said to lack a source.
final class PopoverViewController: UIViewController {
    @IBAction func showOptions(_ sender: UIButton) {
        let menu = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        menu.addAction(UIAlertAction(title: "Share Chapter", style: .default))
        menu.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(menu, animated: true)
    }
}
