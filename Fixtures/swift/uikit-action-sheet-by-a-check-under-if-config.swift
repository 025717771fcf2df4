// A device check whose getter is under `#if`, as code built for several platforms writes it
// (`#if os(iOS) return … == .pad #else return false #endif`): decided by the clause each context
// compiles. An action sheet anchored only where the check says it is not an iPad has no source on
// iPad; one anchored where it is, is fine. A clause the context does not decide (a `DEBUG` flag)
// leaves the check undecided.
// expect: popover-no-source 31:9
import UIKit

final class NotesViewController: UIViewController {
    private var isIPad: Bool {
        #if os(iOS)
        return UIDevice.current.userInterfaceIdiom == .pad
        #else
        return false
        #endif
    }

    private var usesPopovers: Bool {
        #if DEBUG
        return true
        #else
        return UIDevice.current.userInterfaceIdiom == .pad
        #endif
    }

    @IBAction private func showActions(_ sender: UIBarButtonItem) {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        if !isIPad {
            sheet.popoverPresentationController?.barButtonItem = sender
        }
        present(sheet, animated: true)
    }

    @IBAction private func showMore(_ sender: UIBarButtonItem) {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        if isIPad {
            sheet.popoverPresentationController?.barButtonItem = sender
        }
        present(sheet, animated: true)
    }

    @IBAction private func showExport(_ sender: UIBarButtonItem) {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        if usesPopovers {
            sheet.popoverPresentationController?.barButtonItem = sender
        }
        present(sheet, animated: true)
    }
}
