import UIKit

final class FiltersViewController: UIViewController {
    @IBOutlet private weak var tableView: UITableView!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Filters"
        tableView.allowsMultipleSelection = false
    }
}
