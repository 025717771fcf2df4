// Names read as Swift scopes them: `if let popoverPresentationController =
// format.popoverPresentationController` shadows the property, so its delegate, anchor and arrow
// are `format`'s popover's; the delegate keeps it a popover in a compact width
// (`UIModalPresentationStyle.none`, the enum's full name). `guard let`, a `[weak self]`
// closure and `strongSelf` present as `self` does; a closure's parameter is not the variable
// outside it of the same name.
// expect: popover-in-compact 27:16
import UIKit

final class NotesViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    @IBOutlet private weak var formatButton: UIButton!

    @IBAction private func showFormat(_ sender: UIButton) {
        let format = FormatViewController()
        format.modalPresentationStyle = UIModalPresentationStyle.popover
        format.preferredContentSize = CGSize(width: 320, height: 280)
        if let popoverPresentationController = format.popoverPresentationController {
            popoverPresentationController.delegate = self
            popoverPresentationController.sourceView = formatButton
            popoverPresentationController.permittedArrowDirections = UIPopoverArrowDirection.up
        }
        present(format, animated: true)
    }

    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        return UIModalPresentationStyle.none
    }
}

final class ReaderViewController: UIViewController {
    @IBOutlet private weak var fontButton: UIButton!
    private var pickers: [FontViewController] = []

    @IBAction private func showFonts(_ sender: UIButton) {
        let fonts = FontViewController()
        fonts.modalPresentationStyle = .popover
        guard let ppc = fonts.popoverPresentationController else { return }
        ppc.sourceView = sender
        ppc.permittedArrowDirections = [.up, .down]
        pickers.forEach { fonts in fonts.popoverPresentationController?.permittedArrowDirections = [] }
        DispatchQueue.main.async { [weak self] in
            guard let strongSelf = self else { return }
            strongSelf.present(fonts, animated: true)
        }
    }
}

final class FormatViewController: UIViewController {}
final class FontViewController: UIViewController {}
