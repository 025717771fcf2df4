// An action sheet kept in a constant property (`let photoMenu = UIAlertController(…)`), made with
// the controller and presented by a method, is read as a lazy property's is: the popover its
// initializer sets up, with what the presenting method adds. Presented with no anchor it raises
// an exception on iPad; anchored by the presenting method, or by another method that names it
// (`viewDidLoad`), it does not.
// expect: popover-no-source 13:9
import UIKit

final class PhotoNoteViewController: UIViewController {
    let photoMenu = UIAlertController(title: "Add a photo", message: nil, preferredStyle: .actionSheet)

    @objc func imageTapped() {
        present(photoMenu, animated: true)
    }
}

final class ReceiptViewController: UIViewController {
    @IBOutlet private weak var attachButton: UIButton!
    private let attachMenu = UIAlertController(title: "Attach", message: nil, preferredStyle: .actionSheet)

    @IBAction private func attachTapped(_ sender: UIButton) {
        attachMenu.popoverPresentationController?.sourceView = sender
        attachMenu.popoverPresentationController?.sourceRect = sender.bounds
        present(attachMenu, animated: true)
    }
}

final class InvoiceViewController: UIViewController {
    @IBOutlet private weak var exportItem: UIBarButtonItem!
    let exportMenu = UIAlertController(title: "Export", message: nil, preferredStyle: .actionSheet)

    override func viewDidLoad() {
        super.viewDidLoad()
        exportMenu.popoverPresentationController?.barButtonItem = exportItem
    }

    @objc func exportTapped() {
        present(exportMenu, animated: true)
    }
}
