import UIKit

final class LibraryViewController: UITableViewController {
    // Made by the storyboard and cast to its class, which sets no source of its own (the linted
    // files subclass it nowhere, so the scene is of that class): presented with no source, it
    // raises an exception on iPad.
    @IBAction private func showFilters(_ sender: UIBarButtonItem) {
        let filters = storyboard!.instantiateViewController(withIdentifier: "Filters") as! FiltersViewController
        filters.modalPresentationStyle = .popover
        filters.preferredContentSize = CGSize(width: 320, height: 400)
        present(filters, animated: true)
    }

    // The same class unwrapped with `guard let … as?`, anchored to the bar button: no finding.
    @IBAction private func showSort(_ sender: UIBarButtonItem) {
        guard let sort = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Sort") as? FiltersViewController
        else { return }
        sort.modalPresentationStyle = UIModalPresentationStyle.popover
        sort.popoverPresentationController?.barButtonItem = sender
        self.present(sort, animated: true)
    }

    // The class declared on the constant (`instantiateViewController(identifier:)` returns it).
    func showRecent() {
        let recent: OnboardingViewController = storyboard!.instantiateViewController(identifier: "Recent")
        recent.modalPresentationStyle = .popover
        present(recent, animated: true)
    }

    // A storyboard's initial controller, through `if let`, with no source.
    func showOnboarding() {
        if let onboarding = UIStoryboard(name: "Onboarding", bundle: nil).instantiateInitialViewController() as? OnboardingViewController {
            onboarding.modalPresentationStyle = .popover
            self.present(onboarding, animated: true, completion: nil)
        }
    }
}
