// A popover delegate that is another object than `self`: the presented controller itself, a
// property, a local, a shared instance. Its class's `adaptivePresentationStyle` decides what the
// popover becomes in a compact width, as a `self` delegate's does, when the class is sure: one
// class of this file, made right there or named by the property's type. A parameter, a protocol,
// a class with subclasses, or a delegate made right in the assignment (the delegate is weak: it
// is gone at once) leave the adaptation unknown.
// expect: popover-in-compact 121:9
// expect: popover-in-compact 127:16
// expect: popover-in-compact 136:9
// expect: popover-no-source 65:9
import UIKit

final class EditorViewController: UIViewController {
    @IBOutlet private weak var stylesButton: UIButton!
    @IBOutlet private weak var colorsButton: UIButton!
    @IBOutlet private weak var spacingButton: UIButton!
    private let popoverDelegate = KeepPopoverDelegate()
    private var adaptingDelegate: PopoverAdapting?

    // The presented controller is its own delegate, and stays a popover.
    @IBAction private func showStyles(_ sender: Any) {
        let styles = StylesViewController()
        styles.modalPresentationStyle = .popover
        if let popover = styles.popoverPresentationController {
            popover.sourceView = stylesButton
            popover.delegate = styles
        }
        present(styles, animated: true)
    }

    // The same with a controller that becomes a sheet: fine.
    @IBAction private func showColors(_ sender: Any) {
        let colors = ColorsViewController()
        colors.modalPresentationStyle = UIModalPresentationStyle.popover
        colors.popoverPresentationController?.sourceView = colorsButton
        colors.popoverPresentationController?.delegate = colors
        present(colors, animated: true)
    }

    // A stored property's delegate (`self.` or not), through `presentationController` too.
    @IBAction private func showSpacing(_ sender: Any) {
        let spacing = SpacingViewController()
        spacing.modalPresentationStyle = .popover
        spacing.popoverPresentationController?.sourceView = spacingButton
        spacing.presentationController?.delegate = self.popoverDelegate
        present(spacing, animated: true)
    }

    // A local delegate, kept by the popover's presenter for as long as it shows.
    @IBAction private func showMargins(_ sender: UIButton) {
        let delegate = SheetPopoverDelegate()
        let margins = MarginsViewController()
        margins.modalPresentationStyle = .popover
        margins.popoverPresentationController?.sourceView = sender
        margins.popoverPresentationController?.delegate = delegate
        objc_setAssociatedObject(margins, "delegate", delegate, .OBJC_ASSOCIATION_RETAIN)
        present(margins, animated: true)
    }

    // A shared delegate that does not give the popover a source: UIKit raises an exception.
    @IBAction private func showRuler(_ sender: Any) {
        let ruler = RulerViewController()
        ruler.modalPresentationStyle = .popover
        ruler.popoverPresentationController?.delegate = SheetPopoverDelegate.shared
        present(ruler, animated: true)
    }

    // A shared delegate that anchors the popover itself before it shows: fine.
    @IBAction private func showGrid(_ sender: Any) {
        let grid = GridViewController()
        grid.modalPresentationStyle = .popover
        grid.popoverPresentationController?.delegate = AnchoringPopoverDelegate.shared
        present(grid, animated: true)
    }

    // Delegates whose class is not sure: a parameter that hides the property, a protocol, a class
    // with a subclass, one made right in the assignment (weak, so gone at once).
    func showLinks(from button: UIButton, popoverDelegate: UIPopoverPresentationControllerDelegate) {
        let links = LinksViewController()
        links.modalPresentationStyle = .popover
        links.popoverPresentationController?.sourceView = button
        links.popoverPresentationController?.delegate = popoverDelegate
        present(links, animated: true)
    }

    func showTable(from button: UIButton) {
        let table = TableOptionsViewController()
        table.modalPresentationStyle = .popover
        table.popoverPresentationController?.sourceView = button
        table.popoverPresentationController?.delegate = adaptingDelegate
        present(table, animated: true)
    }

    func showShapes(from button: UIButton) {
        let shapes = ShapesViewController()
        let delegate = BasePopoverDelegate()
        shapes.modalPresentationStyle = .popover
        shapes.popoverPresentationController?.sourceView = button
        shapes.popoverPresentationController?.delegate = delegate
        present(shapes, animated: true)
    }

    func showImage(from button: UIButton) {
        let image = ImageOptionsViewController()
        image.modalPresentationStyle = .popover
        image.popoverPresentationController?.sourceView = button
        image.popoverPresentationController?.delegate = KeepPopoverDelegate()
        present(image, animated: true)
    }
}

final class ColorsViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .formSheet
    }
}

final class StylesViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .none
    }
}

final class KeepPopoverDelegate: NSObject, UIPopoverPresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        return UIModalPresentationStyle.none
    }
}

// Keeps a popover a popover; its shared instance anchors nothing.
final class SheetPopoverDelegate: NSObject, UIPopoverPresentationControllerDelegate {
    static let shared = SheetPopoverDelegate()

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
    }
}

final class AnchoringPopoverDelegate: NSObject, UIPopoverPresentationControllerDelegate {
    static let shared = AnchoringPopoverDelegate()
    weak var anchor: UIView?

    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
        popoverPresentationController.sourceView = anchor
    }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .formSheet
    }
}

protocol PopoverAdapting: UIPopoverPresentationControllerDelegate {}

final class AdaptingDelegate: NSObject, PopoverAdapting {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
    }
}

class BasePopoverDelegate: NSObject, UIPopoverPresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
    }
}

final class SheetingPopoverDelegate: BasePopoverDelegate {}

final class SpacingViewController: UIViewController {}
final class MarginsViewController: UIViewController {}
final class RulerViewController: UIViewController {}
final class GridViewController: UIViewController {}
final class LinksViewController: UIViewController {}
final class TableOptionsViewController: UIViewController {}
final class ShapesViewController: UIViewController {}
final class ImageOptionsViewController: UIViewController {}
