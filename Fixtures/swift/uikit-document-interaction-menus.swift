// UIDocumentInteractionController presents its options and Open In menus itself: on an iPad a
// popover anchored at a rectangle of the `in:` view, or at a bar button item; on an iPhone a
// sheet. The rectangle is read in the `in:` view's own coordinates, so `from: v.frame, in: v` (a
// frame, in its superview's coordinates) points the arrow beside `v` (popover-arrow at `.frame`:
// the export, attachment, Open In and iPad-only menus). `v.bounds`, a frame read in the view that
// holds `v` (the controller's root view, `v.superview!`), a bar button item, an iPhone (a sheet)
// and a preview (full screen, no popover) are right. What the menus show is the system's: no rule
// judges their size or content.
// expect: popover-arrow 29:66
// expect: popover-arrow 34:70
// expect: popover-arrow 40:62
// expect: popover-arrow 48:54
import UIKit

final class DocumentViewController: UIViewController, UIDocumentInteractionControllerDelegate {
    @IBOutlet private weak var exportButton: UIButton!
    @IBOutlet private weak var attachmentButton: UIButton!
    @IBOutlet private weak var openInButton: UIButton!
    private var documentController: UIDocumentInteractionController?
    private let fileURL = URL(fileURLWithPath: "/tmp/report.pdf")

    override func viewDidLoad() {
        super.viewDidLoad()
        documentController = UIDocumentInteractionController(url: fileURL)
        documentController?.delegate = self
    }

    @IBAction private func export(_ sender: UIButton) {
        documentController?.presentOptionsMenu(from: exportButton.frame, in: exportButton, animated: true)
    }

    @IBAction private func showAttachment(_ sender: UIButton) {
        if let controller = self.documentController {
            controller.presentOptionsMenu(from: self.attachmentButton.frame, in: self.attachmentButton, animated: true)
        }
    }

    @IBAction private func openIn(_ sender: UIButton) {
        guard let documentController else { return }
        _ = documentController.presentOpenInMenu(from: sender.frame, in: sender, animated: true)
    }

    #if os(iOS)
    func openOnPad() {
        if UIDevice.current.userInterfaceIdiom == .pad {
            let menu = UIDocumentInteractionController(url: fileURL)
            menu.delegate = self
            menu.presentOpenInMenu(from: openInButton.frame, in: openInButton, animated: true)
        }
    }
    #endif

    func exportFromBounds() {
        documentController?.presentOptionsMenu(from: exportButton.bounds, in: exportButton, animated: true)
    }

    func exportInRootView() {
        self.documentController?.presentOptionsMenu(from: exportButton.frame, in: view, animated: true)
    }

    func exportInSuperview() {
        if !(documentController?.presentOptionsMenu(from: attachmentButton.frame, in: attachmentButton.superview!, animated: true) ?? false) {
            print("Nothing can open the report")
        }
    }

    @objc func exportFromItem(_ sender: UIBarButtonItem) {
        documentController?.presentOptionsMenu(from: sender, animated: true)
    }

    func openInFromItem() {
        guard let item = navigationItem.rightBarButtonItem else { return }
        documentController?.presentOpenInMenu(from: item, animated: true)
    }

    func preview() {
        documentController?.presentPreview(animated: true)
    }

    func openOnPhone() {
        guard UIDevice.current.userInterfaceIdiom == .phone else { return }
        documentController?.presentOptionsMenu(from: exportButton.frame, in: exportButton, animated: true)
    }

    func documentInteractionControllerViewControllerForPreview(_ controller: UIDocumentInteractionController) -> UIViewController {
        self
    }
}
