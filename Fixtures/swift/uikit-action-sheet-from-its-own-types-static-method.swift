// A helper type handed the controller that presents makes its action sheet in a static method of
// its own, called by the type's name (`ConfirmSheet.make(…)`) or as `Self.make(…)`: the sheet the
// method sets up and the call that presents it are one popover on iPad. Anchored by the method it
// has a source; not anchored on either side it has none, and UIKit raises an exception.
// expect: popover-no-source 31:20
import UIKit

struct MarkAllReadSheet {
    static func confirm(on controller: UIViewController, from item: UIBarButtonItem) {
        let sheet = MarkAllReadSheet.make(anchoredTo: item)
        controller.present(sheet, animated: true)
    }

    private static func make(anchoredTo item: UIBarButtonItem) -> UIAlertController {
        let sheet = UIAlertController(title: "Mark All as Read?", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Mark All as Read", style: .destructive))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.popoverPresentationController?.barButtonItem = item
        return sheet
    }
}

enum SortSheet {
    static func show(on controller: UIViewController, anchor: UIView) {
        let sheet = Self.makeAnchored(to: anchor)
        controller.present(sheet, animated: true)
    }

    // Nothing anchors this one.
    static func showUnanchored(on controller: UIViewController) {
        controller.present(Self.make(), animated: true)
    }

    private static func make() -> UIAlertController {
        let sheet = UIAlertController(title: "Sort by", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Date", style: .default))
        sheet.addAction(UIAlertAction(title: "Title", style: .default))
        return sheet
    }

    private static func makeAnchored(to anchor: UIView) -> UIAlertController {
        let sheet = make()
        sheet.popoverPresentationController?.sourceView = anchor
        sheet.popoverPresentationController?.sourceRect = anchor.bounds
        return sheet
    }
}
