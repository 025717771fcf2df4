// A popover's presentation controller reached without a name of its own: cast inline
// (`(crop.presentationController as? UIPopoverPresentationController)?.sourceView = sender`, or
// `as!`), or given to `.map { $0.… }`. What is set through it is that popover's: an anchor set so
// is a source (no `popover-no-source`), and a delegate set so decides the compact width, here
// keeping the popover one (an error). A delegate given by a cast is the object cast.
// expect: popover-in-compact 40:9
// expect: popover-in-compact 64:9
import UIKit

final class CropViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    @objc func resizeTapped(sender: UIButton) {
        let resize = UINavigationController(rootViewController: UIViewController())
        resize.modalPresentationStyle = .popover
        (resize.presentationController as? UIPopoverPresentationController)?.sourceView = sender
        present(resize, animated: true)
    }

    @objc func flipTapped(sender: UIButton) {
        let flip = UIViewController()
        flip.modalPresentationStyle = .popover
        (flip.presentationController as! UIPopoverPresentationController).sourceView = sender
        present(flip, animated: true)
    }
}

final class TagsViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    @IBAction private func showTags(_ sender: UIButton) {
        let tags = UITableViewController()
        tags.modalPresentationStyle = .popover
        tags.popoverPresentationController.map {
            $0.delegate = self
            $0.sourceView = sender
            $0.sourceRect = sender.bounds
        }
        present(tags, animated: true)
    }

    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .none
    }
}

// A delegate given by a cast is the object cast: `self`'s methods decide (an error, their `.none`);
// another object's, not read here, leave the compact width unknown (no finding).
final class ColorsViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    @IBAction private func showColors(_ sender: UIButton) {
        let colors = UITableViewController()
        colors.modalPresentationStyle = .popover
        colors.popoverPresentationController?.delegate = self as? UIPopoverPresentationControllerDelegate
        colors.popoverPresentationController?.sourceView = sender
        present(colors, animated: true)
    }

    @IBAction private func showShades(_ sender: UIButton) {
        let shades = UITableViewController()
        shades.modalPresentationStyle = .popover
        shades.popoverPresentationController?.delegate = parent as? UIPopoverPresentationControllerDelegate
        shades.popoverPresentationController?.sourceView = sender
        present(shades, animated: true)
    }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
    }
}
