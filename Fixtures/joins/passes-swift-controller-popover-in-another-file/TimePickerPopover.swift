import UIKit

final class TimePickerPopover: UIViewController {
    init(anchor: UIView) {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .popover
        popoverPresentationController?.sourceView = anchor
        popoverPresentationController?.sourceRect = anchor.bounds
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
