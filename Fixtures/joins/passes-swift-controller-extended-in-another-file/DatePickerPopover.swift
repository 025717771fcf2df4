import UIKit

// Makes itself a popover; its extension in another file anchors it before it shows.
final class DatePickerPopover: UIViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .popover
        popoverPresentationController?.delegate = self
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class AgendaViewController: UIViewController {
    func pickDate() {
        present(DatePickerPopover(), animated: true)
    }
}
