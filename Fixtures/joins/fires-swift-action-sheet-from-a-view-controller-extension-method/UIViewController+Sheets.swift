import UIKit

extension UIViewController {
    func makeActionSheet(title: String?, actions: [UIAlertAction]) -> UIAlertController {
        let sheet = UIAlertController(title: title, message: nil, preferredStyle: .actionSheet)
        actions.forEach { sheet.addAction($0) }
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        return sheet
    }
}
