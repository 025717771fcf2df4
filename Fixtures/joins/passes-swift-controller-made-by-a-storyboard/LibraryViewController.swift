import UIKit
import FiltersKit

protocol RecentScreen: UIViewController {}

final class LibraryViewController: UITableViewController {
    // The linted files subclass FiltersViewController: the storyboard's "Filters" scene may be of
    // the subclass, whose code may give the popover its source. Not sure: nothing reported.
    @IBAction private func showFilters(_ sender: UIBarButtonItem) {
        let filters = storyboard!.instantiateViewController(withIdentifier: "Filters") as! FiltersViewController
        filters.modalPresentationStyle = .popover
        present(filters, animated: true)
    }

    // A class that anchors its own popover as it is set up (`awakeFromNib`).
    func showTips() {
        guard let tips = storyboard?.instantiateViewController(withIdentifier: "Tips") as? TipsViewController else { return }
        tips.modalPresentationStyle = .popover
        present(tips, animated: true)
    }

    // A class the linted files do not declare (a framework's): what it sets up is not known.
    func showPicker() {
        let picker = UIStoryboard(name: "Picker", bundle: .main).instantiateInitialViewController() as! PickerViewController
        picker.modalPresentationStyle = .popover
        present(picker, animated: true)
    }

    // Declared as a class the linted files subclass: not sure either.
    func showCompact() {
        guard let compact: FiltersViewController = storyboard?.instantiateViewController(identifier: "Compact") else { return }
        compact.modalPresentationStyle = .popover
        present(compact, animated: true)
    }

    // Cast to a protocol: the scene may be of any class that conforms to it.
    func showRecent() {
        let recent = storyboard!.instantiateViewController(withIdentifier: "Recent") as! RecentScreen
        recent.modalPresentationStyle = .popover
        present(recent, animated: true)
    }

    // Anchored where it is presented.
    @IBAction private func showSort(_ sender: UIBarButtonItem) {
        let sort = storyboard!.instantiateViewController(withIdentifier: "Sort") as! TipsViewController
        sort.modalPresentationStyle = .popover
        if let popover = sort.popoverPresentationController {
            popover.barButtonItem = sender
        }
        present(sort, animated: true)
    }
}
