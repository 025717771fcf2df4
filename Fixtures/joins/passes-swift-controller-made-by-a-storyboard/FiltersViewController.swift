import UIKit

class FiltersViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Filters"
    }
}

final class CompactFiltersViewController: FiltersViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        popoverPresentationController?.sourceView = navigationController?.navigationBar
    }
}
