import UIKit

// Helpers that make the app's action sheets and share sheets, kept in a file of their own. They
// anchor nothing: that is the caller's job on iPad.
enum Alert {
    static func makeActionSheet(title: String, actions: [UIAlertAction]) -> UIAlertController {
        let sheet = UIAlertController(title: title, message: nil, preferredStyle: .actionSheet)
        actions.forEach { sheet.addAction($0) }
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        return sheet
    }
}

extension UIActivityViewController {
    static func sharing(_ url: URL) -> UIActivityViewController {
        UIActivityViewController(activityItems: [url], applicationActivities: nil)
    }
}
