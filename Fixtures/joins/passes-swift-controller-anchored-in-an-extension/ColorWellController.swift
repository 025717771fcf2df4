import UIKit

// Makes itself a popover; the convenience initializer of its extension anchors it.
final class ColorWellController: UIViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .popover
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

// Makes itself a popover; a method of its extension anchors it before it is presented.
final class DatePickerPopover: UIViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .popover
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
