import UIKit

final class FilterPopoverViewController: PopoverViewController {
    private let filters = ["All", "Unread", "Flagged"]
    var onSelect: ((String) -> Void)?
}
