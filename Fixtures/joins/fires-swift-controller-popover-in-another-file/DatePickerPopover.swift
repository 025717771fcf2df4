import UIKit

// Makes itself a popover and its own delegate, and keeps itself a popover in a compact width.
final class DatePickerPopover: UIViewController, UIPopoverPresentationControllerDelegate {
    private let date: Date

    init(date: Date) {
        self.date = date
        super.init(nibName: nil, bundle: nil)
        self.modalPresentationStyle = UIModalPresentationStyle.popover
        self.preferredContentSize = CGSize(width: 320, height: 260)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        guard let popover = popoverPresentationController else { return }
        popover.delegate = self
        popover.permittedArrowDirections = [.up, .down]
    }

    #if os(iOS)
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .none
    }
    #endif
}
