// What a compact width makes of a popover is decided by code higlint does not read: a delegate
// object whose class is not known (a property typed with the protocol), or a delegate method that
// answers by a condition. Nothing is reported, and `higlint popovers` lists their compact width
// as unknown; a popover with no delegate adapts to a sheet, and is listed so.
// expect: nothing
import UIKit

final class ReaderViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    @IBOutlet private weak var fontItem: UIBarButtonItem!
    @IBOutlet private weak var notesItem: UIBarButtonItem!
    @IBOutlet private weak var tocItem: UIBarButtonItem!
    var popoverCoordinator: UIPopoverPresentationControllerDelegate?

    @IBAction func showFonts(_ sender: Any) {
        let fonts = ReaderFontsController()
        fonts.modalPresentationStyle = .popover
        fonts.popoverPresentationController?.barButtonItem = fontItem
        fonts.popoverPresentationController?.delegate = popoverCoordinator
        present(fonts, animated: true)
    }

    @IBAction func showNotes(_ sender: Any) {
        let notes = ReaderNotesController()
        notes.modalPresentationStyle = .popover
        if let popover = notes.popoverPresentationController {
            popover.barButtonItem = notesItem
            popover.delegate = self
        }
        present(notes, animated: true)
    }

    @IBAction func showContents(_ sender: Any) {
        let contents = ReaderContentsController()
        contents.modalPresentationStyle = .popover
        contents.popoverPresentationController?.barButtonItem = tocItem
        present(contents, animated: true)
    }

    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        traitCollection.verticalSizeClass == .compact ? .none : .formSheet
    }
}

final class ReaderFontsController: UITableViewController {}
final class ReaderNotesController: UITableViewController {}
final class ReaderContentsController: UITableViewController {}
