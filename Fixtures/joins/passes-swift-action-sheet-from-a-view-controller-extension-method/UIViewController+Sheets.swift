import UIKit

extension UIViewController {
    func makeActionSheet(title: String?, from anchor: UIView?) -> UIAlertController {
        let sheet = UIAlertController(title: title, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        if let anchor {
            sheet.popoverPresentationController?.sourceView = anchor
            sheet.popoverPresentationController?.sourceRect = anchor.bounds
        }
        return sheet
    }
}
