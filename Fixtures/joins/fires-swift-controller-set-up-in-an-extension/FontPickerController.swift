import UIKit

// Both initializers call a setup helper declared in FontPickerController+Setup.swift.
final class FontPickerController: UITableViewController {
    override init(style: UITableView.Style) {
        super.init(style: style)
        configurePopover()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        self.configurePopover()
    }
}
