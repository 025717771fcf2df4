import UIKit

final class DatePickerPopover: UIViewController, UIAdaptivePresentationControllerDelegate {
    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .popover
        presentationController?.delegate = self
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .formSheet
    }
}
