// Spellings older or more explicit code uses: a controller made with `.init(…)`
// (`UIActivityViewController.init(activityItems:applicationActivities:)`, common in code written
// from Objective-C habits) is made as with `UIActivityViewController(…)`, and the idiom asked with
// `UI_USER_INTERFACE_IDIOM()` (deprecated in iOS 13, still in many apps) is the idiom. A share
// sheet or action sheet presented on iPad with no anchor is an error; one presented on iPhone only,
// with an alert on iPad instead, is no popover.
// expect: popover-no-source 19:18
// expect: popover-no-source 27:9
import UIKit

enum ScreenSize {
    static let isIpad = (UI_USER_INTERFACE_IDIOM() == .pad)
}

final class BrowserViewController: UIViewController {
    @objc func shareTapped() {
        if let url = URL(string: "https://example.com") {
            let activityVC = UIActivityViewController.init(activityItems: [url], applicationActivities: nil)
            self.present(activityVC, animated: true, completion: nil)
        }
    }

    @objc func clearTapped() {
        let sheet = UIAlertController.init(title: "Clear history?", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction.init(title: "Clear", style: .destructive, handler: nil))
        sheet.addAction(UIAlertAction.init(title: "Cancel", style: .cancel, handler: nil))
        present(sheet, animated: true, completion: nil)
    }

    // Anchored to the button on iPad.
    @IBAction func bookmarkTapped(_ sender: UIButton) {
        let activityVC = UIActivityViewController.init(activityItems: ["Bookmark"], applicationActivities: nil)
        activityVC.popoverPresentationController?.sourceView = sender
        present(activityVC, animated: true)
    }

    // An action sheet on iPhone only; an alert on iPad.
    @IBAction func exportTapped(_ sender: UIButton) {
        if UI_USER_INTERFACE_IDIOM() == .phone {
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "PDF", style: .default))
            present(sheet, animated: true)
        } else {
            let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "PDF", style: .default))
            present(alert, animated: true)
        }
    }

    // The same through a constant of the app's own.
    @IBAction func reportTapped(_ sender: UIButton) {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Report", style: .destructive))
        if ScreenSize.isIpad {
            let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Report", style: .destructive))
            present(alert, animated: true)
        } else {
            present(sheet, animated: true)
        }
    }
}
