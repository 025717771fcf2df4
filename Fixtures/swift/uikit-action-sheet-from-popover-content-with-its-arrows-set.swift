// The popover's content controller presents an action sheet and sets the sheet's arrows: reading
// its popover presentation controller makes the sheet a popover over the popover (a popover
// inside a popover), presented with no source (UIKit raises an exception).
// expect: popover-nested 32:90
// expect: popover-no-source 35:9
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
        export.popoverPresentationController?.permittedArrowDirections = .up
        present(export, animated: true)
    }
}
