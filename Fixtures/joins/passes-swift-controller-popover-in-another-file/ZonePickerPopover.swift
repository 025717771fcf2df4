import UIKit

final class ZonePickerPopover: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        modalPresentationStyle = .popover
        preferredContentSize = CGSize(width: 300, height: 400)
    }
}
