import UIKit

// The storyboard's Report Details scene is 800 × 1100, most of an iPad's screen, but the list
// replaces that size in prepare(for:sender:) with one it picks at run time: the size shown is not
// the storyboard's, and not known.
final class ReportListViewController: UITableViewController {
    private var showsSummaryOnly = false

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        segue.destination.preferredContentSize = showsSummaryOnly ? CGSize(width: 320, height: 300) : CGSize(width: 400, height: 500)
    }
}
