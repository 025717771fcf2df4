import UIKit

extension ColorWellController {
    convenience init(anchoredTo view: UIView) {
        self.init()
        popoverPresentationController?.sourceView = view
    }
}

extension DatePickerPopover {
    func anchor(to view: UIView) {
        popoverPresentationController?.sourceView = view
        popoverPresentationController?.sourceRect = view.bounds
    }
}
