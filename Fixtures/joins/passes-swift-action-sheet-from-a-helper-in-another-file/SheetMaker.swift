import UIKit

// Helpers that make the app's sheets: one anchors the sheet at the view it is given, one makes an
// alert (never a popover), one makes an action sheet for its caller to anchor.
struct SheetMaker {
    static func sortMenu(anchoredAt view: UIView) -> UIAlertController {
        let menu = UIAlertController(title: "Sort by", message: nil, preferredStyle: .actionSheet)
        menu.addAction(UIAlertAction(title: "Date", style: .default))
        if let popover = menu.popoverPresentationController {
            popover.sourceView = view
            popover.sourceRect = view.bounds
        }
        return menu
    }

    static func confirmation(_ title: String) -> UIAlertController {
        UIAlertController(title: title, message: nil, preferredStyle: .alert)
    }

    static func filterMenu() -> UIAlertController {
        let menu = UIAlertController(title: "Filter", message: nil, preferredStyle: UIAlertController.Style.actionSheet)
        menu.addAction(UIAlertAction(title: "Favorites", style: .default))
        return menu
    }
}
