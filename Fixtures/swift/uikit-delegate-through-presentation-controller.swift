// A delegate set through `presentationController?.delegate` is the popover's own delegate (the
// same object as `popoverPresentationController`): its `.none` keeps the format popover a
// popover in a compact width. The fonts popover's delegate answers by a condition: not known.
// expect: popover-in-compact 19:9
import UIKit

final class NotesViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
    @IBOutlet private weak var formatButton: UIButton!

    func showFormat() {
        let format = UIViewController()
        format.modalPresentationStyle = .popover
        format.presentationController?.delegate = self
        format.popoverPresentationController?.sourceView = formatButton
        present(format, animated: true)
    }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
    }
}

final class ReaderViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
    @IBOutlet private weak var fontButton: UIButton!

    func showFonts() {
        let fonts = UIViewController()
        fonts.modalPresentationStyle = .popover
        if let popover = fonts.popoverPresentationController {
            popover.sourceView = fontButton
        }
        fonts.presentationController?.delegate = self
        present(fonts, animated: true)
    }

    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        traitCollection.verticalSizeClass == .compact ? .fullScreen : .none
    }
}
