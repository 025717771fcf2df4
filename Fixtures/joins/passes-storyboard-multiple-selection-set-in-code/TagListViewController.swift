import UIKit

final class TagListViewController: UIViewController {
    @IBOutlet private var tableView: UITableView!

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.allowsMultipleSelection = true
    }

    @IBAction private func finish(_ sender: UIButton) {
        dismiss(animated: true)
    }
}
