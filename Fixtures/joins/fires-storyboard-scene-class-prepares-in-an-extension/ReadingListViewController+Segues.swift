import UIKit

extension ReadingListViewController {
    enum Segue: String {
        case showFilters
    }

    // Only the filters popover stays a popover on iPhone, at a width no iPhone has.
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == Segue.showFilters.rawValue else { return }
        segue.destination.popoverPresentationController?.delegate = self
        segue.destination.preferredContentSize = CGSize(width: 480, height: 240)
    }
}
