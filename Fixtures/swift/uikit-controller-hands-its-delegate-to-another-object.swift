// Controllers that make themselves popovers in their own setup and give the popover's delegate to
// another object: a stored property that makes it, or a class's shared instance. That object's
// class decides, as the controller's own methods would. The format popover's delegate keeps it a
// popover in compact widths (`.none`): on iPhone it stays a small popover. The layers popover's
// delegate gives it its source (`prepareForPopoverPresentation`), so it is anchored though its
// setup names no source, and the colors popover's lets it become a sheet. A delegate whose class
// the code does not say for sure (a protocol-typed property given a parameter) decides nothing.
// expect: popover-in-compact 13:9
import UIKit

final class FormatPopoverDelegate: NSObject, UIPopoverPresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .none
    }
}

final class LayersPopoverDelegate: NSObject, UIPopoverPresentationControllerDelegate {
    weak var anchor: UIView?

    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
        popoverPresentationController.sourceView = anchor
    }
}

final class ColorsPopoverDelegate: NSObject, UIPopoverPresentationControllerDelegate {
    static let shared = ColorsPopoverDelegate()

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        return .formSheet
    }
}

final class KeptInCompactDelegate: NSObject, UIPopoverPresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        return UIModalPresentationStyle.none
    }
}

final class FormatViewController: UIViewController {
    private let popoverDelegate = FormatPopoverDelegate()

    init(anchor: UIView) {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .popover
        popoverPresentationController?.sourceView = anchor
        popoverPresentationController?.delegate = popoverDelegate
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class LayersViewController: UIViewController {
    let layersDelegate = LayersPopoverDelegate()

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .popover
        self.popoverPresentationController?.delegate = self.layersDelegate
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class ColorsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        modalPresentationStyle = .popover
        popoverPresentationController?.delegate = ColorsPopoverDelegate.shared
    }
}

final class BrushesViewController: UIViewController {
    private let brushesDelegate: UIPopoverPresentationControllerDelegate

    init(anchor: UIBarButtonItem, delegate: UIPopoverPresentationControllerDelegate) {
        brushesDelegate = delegate
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .popover
        popoverPresentationController?.barButtonItem = anchor
        popoverPresentationController?.delegate = brushesDelegate
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class CanvasViewController: UIViewController {
    @IBOutlet private weak var formatButton: UIButton!
    @IBOutlet private weak var layersButton: UIButton!

    @IBAction private func showFormat(_ sender: UIButton) {
        present(FormatViewController(anchor: sender), animated: true)
    }

    @IBAction private func showLayers(_ sender: UIButton) {
        let layers = LayersViewController(nibName: nil, bundle: nil)
        layers.layersDelegate.anchor = sender
        present(layers, animated: true)
    }

    @IBAction private func showBrushes(_ sender: UIBarButtonItem) {
        present(BrushesViewController(anchor: sender, delegate: KeptInCompactDelegate()), animated: true)
    }
}
