import UIKit

// The coordinator hands its sheets to the app's router, whose `present` has UIKit's labels and
// only passes the controller on (Router.swift): UIKit gets the sheets with no source.
final class ExportCoordinator {
    private let router: Router

    init(router: Router) {
        self.router = router
    }

    func showExportOptions() {
        let sheet = UIAlertController(title: "Export", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "PDF", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        router.present(sheet, animated: true)
    }

    func share(_ url: URL) {
        let activity = UIActivityViewController(activityItems: [url], applicationActivities: nil)
        router.present(activity, animated: true, completion: nil)
    }
}
