// A helper that makes any controller a popover, as a widely copied snippet does: it sets the style
// and gives the popover's presentation controller (reached through `presentationController`, cast
// to `UIPopoverPresentationController`) a shared delegate. Returning `.none` from that delegate
// keeps every such popover a popover on an iPhone; a helper whose delegate lets it become a sheet
// is fine. The presenter anchors the popover through the returned controller.
// expect: popover-in-compact 17:16
import UIKit

class AlwaysPresentAsPopover: NSObject, UIPopoverPresentationControllerDelegate {
    private static let sharedInstance = AlwaysPresentAsPopover()

    private override init() {
        super.init()
    }

    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        return .none
    }

    static func configurePresentation(forController controller: UIViewController) -> UIPopoverPresentationController {
        controller.modalPresentationStyle = .popover
        let presentationController = controller.presentationController as! UIPopoverPresentationController
        presentationController.delegate = AlwaysPresentAsPopover.sharedInstance
        return presentationController
    }
}

class SheetWhenCompact: NSObject, UIPopoverPresentationControllerDelegate {
    static let shared = SheetWhenCompact()

    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        return .formSheet
    }

    static func configure(_ controller: UIViewController) {
        controller.modalPresentationStyle = .popover
        if let presentationController = controller.presentationController as? UIPopoverPresentationController {
            presentationController.delegate = SheetWhenCompact.shared
        }
    }
}

final class ToolbarViewController: UIViewController {
    @IBAction private func showMenu(_ sender: UIButton) {
        let menu = UIViewController()
        let presentationController = AlwaysPresentAsPopover.configurePresentation(forController: menu)
        presentationController.sourceView = sender
        presentationController.sourceRect = sender.bounds
        present(menu, animated: true)
    }

    @IBAction private func showFilters(_ sender: UIButton) {
        let filters = UIViewController()
        SheetWhenCompact.configure(filters)
        filters.popoverPresentationController?.sourceView = sender
        present(filters, animated: true)
    }
}
