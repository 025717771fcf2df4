import UIKit

// Never a popover: a form sheet on an iPad, full screen on an iPhone. Its delegate method has no
// popover to keep.
final class InspectorViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
    init() {
        super.init(nibName: nil, bundle: nil)
        self.modalPresentationStyle = UIDevice.current.userInterfaceIdiom == .phone ? .fullScreen : .formSheet
        self.presentationController?.delegate = self
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
    }
}
