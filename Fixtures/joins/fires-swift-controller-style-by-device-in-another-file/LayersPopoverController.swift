import UIKit

// Picks its style by the device: a popover on any iPad, full screen on an iPhone. It is its own
// delegate and keeps itself a popover in a compact width, which an iPad's split view has.
final class LayersPopoverController: UIViewController, UIPopoverPresentationControllerDelegate {
    private var isPad: Bool {
        UIDevice.current.userInterfaceIdiom == .pad
    }

    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = isPad ? UIModalPresentationStyle.popover : .fullScreen
        preferredContentSize = CGSize(width: 320, height: 420)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        popoverPresentationController?.delegate = self
    }

    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .none
    }
}
