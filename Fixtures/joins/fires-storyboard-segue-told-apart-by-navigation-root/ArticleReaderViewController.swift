import UIKit

// The Reader scene shows two navigation controllers as popovers. prepare(for:sender:) tells them
// apart by the root each shows, and makes itself the delegate of the Fonts one only: that popover
// stays a popover on iPhone. The Themes popover adapts to a sheet, as UIKit does by default.
final class ArticleReaderViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let navigation = segue.destination as? UINavigationController,
           let typefaces = navigation.topViewController as? TypefacePickerViewController {
            typefaces.selectedName = "Georgia"
            navigation.popoverPresentationController?.delegate = self
        }
    }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
    }
}

final class TypefacePickerViewController: UITableViewController {
    var selectedName = ""
}

final class ColorThemePickerViewController: UITableViewController {}
