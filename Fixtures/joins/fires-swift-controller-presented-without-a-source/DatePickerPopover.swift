import UIKit

// Makes itself a popover and sets no source: its presenters must.
final class DatePickerPopover: UIViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .popover
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class AgendaViewController: UIViewController {
    func pickDate() {
        present(DatePickerPopover(), animated: true)
    }
}
