// Subclasses of UIActivityViewController and UIAlertController are read as their base classes
// are: on an iPad a share sheet, or an alert controller made with the literal `.actionSheet`
// style, is a popover that needs a source. The share sheet, the sort menu and the menu made in
// `present` have none (popover-no-source at each `present`). A subclass anchored by the presenter
// or by its own `init`, one that anchors itself later (`viewWillAppear`: it may, so it is not
// judged), one that changes its own presentation (a form sheet, an overridden style or popover
// presentation controller), an alert, and an iPhone-only branch (a sheet there) stay silent.
// expect: popover-no-source 22:9
// expect: popover-no-source 28:14
// expect: popover-no-source 32:9
import UIKit

final class DocumentListViewController: UIViewController {
    @IBOutlet private weak var shareButton: UIButton!
    @IBOutlet private weak var sortButton: UIButton!
    private let documentURL = URL(fileURLWithPath: "/tmp/notes.txt")

    // Fires.

    @IBAction private func share(_ sender: Any) {
        let sheet = ShareSheet(url: documentURL)
        present(sheet, animated: true)
    }

    @IBAction private func sort(_ sender: Any) {
        let menu = ActionMenu(title: "Sort by", message: nil, preferredStyle: UIAlertController.Style.actionSheet)
        menu.addAction(UIAlertAction(title: "Name", style: .default))
        self.present(menu, animated: true)
    }

    func showMenu() {
        present(ActionMenu(title: nil, message: nil, preferredStyle: .actionSheet), animated: true, completion: nil)
    }

    // Silent.

    @IBAction private func shareAnchored(_ sender: UIButton) {
        let sheet = ShareSheet(url: documentURL)
        if let popover = sheet.popoverPresentationController {
            popover.sourceView = sender
            popover.sourceRect = sender.bounds
        }
        present(sheet, animated: true)
    }

    @objc private func shareFromItem(_ sender: UIBarButtonItem) {
        let sheet = ShareSheet(url: documentURL)
        sheet.popoverPresentationController?.barButtonItem = sender
        self.present(sheet, animated: true)
    }

    @IBAction private func shareSelfAnchored(_ sender: UIButton) {
        present(AnchoredShareSheet(url: documentURL, anchor: sender), animated: true)
    }

    @IBAction private func shareAnchoredLater(_ sender: UIButton) {
        let sheet = LateAnchoredShareSheet(activityItems: [documentURL], applicationActivities: nil)
        sheet.anchor = sender
        present(sheet, animated: true)
    }

    func shareAsFormSheet() {
        present(FormSheetShare(activityItems: [documentURL], applicationActivities: nil), animated: true)
    }

    func showStyledMenu() {
        present(AlwaysActionSheet(title: nil, message: nil, preferredStyle: .actionSheet), animated: true)
    }

    func confirm() {
        let alert = ActionMenu(title: "Delete?", message: nil, preferredStyle: .alert)
        present(alert, animated: true)
    }

    func shareWithItsOwnPopover() {
        present(OwnPopoverShareSheet(activityItems: [documentURL], applicationActivities: nil), animated: true)
    }

    func shareOnPhone() {
        if UIDevice.current.userInterfaceIdiom == .phone {
            present(ShareSheet(url: documentURL), animated: true)
        }
    }
}

final class ShareSheet: UIActivityViewController {
    init(url: URL) {
        super.init(activityItems: [url], applicationActivities: nil)
        excludedActivityTypes = [.assignToContact]
    }
}

class ActionMenu: UIAlertController {}

final class AnchoredShareSheet: UIActivityViewController {
    init(url: URL, anchor: UIView) {
        super.init(activityItems: [url], applicationActivities: nil)
        popoverPresentationController?.sourceView = anchor
        popoverPresentationController?.sourceRect = anchor.bounds
    }
}

final class LateAnchoredShareSheet: UIActivityViewController {
    weak var anchor: UIView?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        popoverPresentationController?.sourceView = anchor
    }
}

final class FormSheetShare: UIActivityViewController {
    override init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        super.init(activityItems: activityItems, applicationActivities: applicationActivities)
        modalPresentationStyle = .formSheet
    }
}

final class AlwaysActionSheet: UIAlertController {
    override var preferredStyle: UIAlertController.Style { .alert }
}

final class OwnPopoverShareSheet: UIActivityViewController {
    weak var anchor: UIView?

    override var popoverPresentationController: UIPopoverPresentationController? {
        let popover = super.popoverPresentationController
        popover?.permittedArrowDirections = .up
        return popover
    }
}
