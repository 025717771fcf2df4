// A controller that presents another controller of its own class as a popover (a folder that
// shows a subfolder). Reading it once read the class's own code again without end; each is now
// read once. The class's own setup is what that reading finds out, so a popover of it made here
// is not read whole and gets no `popover-no-source` (the second); the first is anchored to the
// button that asked for it, the third comes from another function.
// expect: nothing
import UIKit

final class ShelfFolderViewController: UIViewController {
    @IBAction func showSubfolder(_ sender: UIButton) {
        let subfolder = ShelfFolderViewController()
        subfolder.modalPresentationStyle = .popover
        subfolder.preferredContentSize = CGSize(width: 320, height: 400)
        subfolder.popoverPresentationController?.sourceView = sender
        subfolder.popoverPresentationController?.sourceRect = sender.bounds
        present(subfolder, animated: true)
    }

    func showParent() {
        let parentFolder = ShelfFolderViewController()
        parentFolder.modalPresentationStyle = .popover
        present(parentFolder, animated: true)
    }

    func showSibling(_ other: UIViewController) {
        let sibling = other as! ShelfFolderViewController
        sibling.modalPresentationStyle = .popover
        present(sibling, animated: true)
    }
}
