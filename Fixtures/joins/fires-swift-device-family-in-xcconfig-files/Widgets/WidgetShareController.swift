import UIKit

// The widgets' family differs for the device SDK (Config/Widgets.xcconfig): not sure, so read as on iPad.
final class WidgetShareController: UIViewController {
    @IBAction private func share(_ sender: Any) {
        let sheet = UIAlertController(title: "Share Widget", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Export CSV", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(sheet, animated: true)
    }
}
