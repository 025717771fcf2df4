import UIKit

// A folder inside Journal's synchronized folder belongs to the Journal target too (iPhone only).
final class EntryActionsController: UITableViewController {
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let actions = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        actions.addAction(UIAlertAction(title: "Delete Entry", style: .destructive))
        actions.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        self.present(actions, animated: true)
    }
}
