// A popover delegate whose `adaptivePresentationStyle` answers by the device: on an iPhone
// (`userInterfaceIdiom == .phone`, the idiom spelt in full or not, in parentheses or not) the
// answer is the one read there. `.none` on an iPhone keeps the popover a popover in a compact
// width; a sheet or full screen on every device lets it adapt. An answer picked by the size class
// is not decided (the method is asked about the traits it adapts to): nothing is said.
// expect: popover-in-compact 19:64
import UIKit

final class CompassViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    @IBAction func showBearing(_ sender: UIButton) {
        let card = UIViewController()
        card.modalPresentationStyle = .popover
        card.popoverPresentationController?.sourceView = sender
        card.popoverPresentationController?.delegate = self
        present(card, animated: true)
    }

    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        return UIDevice.current.userInterfaceIdiom == .phone ? .none : .formSheet
    }
}

final class TideViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    @IBAction func showTides(_ sender: UIButton) {
        let tides = UIViewController()
        tides.modalPresentationStyle = .popover
        tides.popoverPresentationController?.sourceView = sender
        tides.popoverPresentationController?.delegate = self
        present(tides, animated: true)
    }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        (UIDevice.current.userInterfaceIdiom == UIUserInterfaceIdiom.phone) ? .fullScreen : .formSheet
    }
}

final class WindViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    @IBAction func showWind(_ sender: UIButton) {
        let wind = UIViewController()
        wind.modalPresentationStyle = .popover
        wind.popoverPresentationController?.sourceView = sender
        wind.popoverPresentationController?.delegate = self
        present(wind, animated: true)
    }

    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        traitCollection.horizontalSizeClass == .compact ? .formSheet : .none
    }
}
