// The popover's content controller presents an alert (allowed over a popover) and an action
// sheet. A popover's content has a compact width, so UIKit shows the action sheet inside the
// popover, not as a popover of its own, and needs no source for it (its popover presentation
// controller is left alone).
// expect: nothing
import UIKit

final class DocumentViewController: UIViewController {
    @IBOutlet private weak var moreButton: UIButton!

    @IBAction private func showMore(_ sender: Any) {
        let menu = DocumentMenuViewController()
        menu.modalPresentationStyle = .popover
        menu.popoverPresentationController?.sourceView = moreButton
        present(menu, animated: true)
    }
}

final class DocumentMenuViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        preferredContentSize = CGSize(width: 300, height: 180)
    }

    func confirmRename() {
        let alert = UIAlertController(title: "Rename?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Rename", style: .default))
        present(alert, animated: true)
    }

    func chooseExport() {
        let export = UIAlertController(title: "Export as", message: nil, preferredStyle: .actionSheet)
        export.addAction(UIAlertAction(title: "PDF", style: .default))
        present(export, animated: true)
    }
}
