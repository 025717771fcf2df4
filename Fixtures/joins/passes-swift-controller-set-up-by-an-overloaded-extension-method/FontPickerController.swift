import UIKit

// Its initializer calls a helper its extension declares twice: which one runs is not read.
final class FontPickerController: UITableViewController {
    override init(style: UITableView.Style) {
        super.init(style: style)
        configurePopover()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
