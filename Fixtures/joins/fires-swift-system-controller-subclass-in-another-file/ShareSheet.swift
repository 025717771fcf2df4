import UIKit

/// The app's share sheet: what it shares is set up here, where it shows is the presenter's.
final class ShareSheet: UIActivityViewController {
    init(document: URL) {
        super.init(activityItems: [document], applicationActivities: nil)
        excludedActivityTypes = [.assignToContact, .addToReadingList]
    }
}

/// The app's sort menu, made with the style its presenter picks.
class SortMenu: UIAlertController {}
