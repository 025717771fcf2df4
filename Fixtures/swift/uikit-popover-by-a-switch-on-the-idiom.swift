// A switch on the idiom or the size class picks the code that runs where it is read, as an `if`
// on the same check does: an action sheet anchored only in the iPhone's case has no source on
// iPad; a popover set up only in the iPhone's case is read on iPhone, where its delegate keeps it
// a popover. A case spelt in full, several cases in one, `@unknown default` and a SwiftUI switch
// on the size class read the same way; a case with a binding or a `where` decides nothing.
// expect: popover-no-source 20:9
// expect: popover-in-compact 77:9
import SwiftUI
import UIKit

final class ExportViewController: UIViewController {
    @IBAction private func export(_ sender: UIBarButtonItem) {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        switch UIDevice.current.userInterfaceIdiom {
        case .phone:
            sheet.popoverPresentationController?.barButtonItem = sender
        default:
            break
        }
        present(sheet, animated: true)
    }

    @IBAction private func share(_ sender: UIBarButtonItem) {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        switch UIDevice.current.userInterfaceIdiom {
        case UIUserInterfaceIdiom.pad, .mac:
            sheet.popoverPresentationController?.barButtonItem = sender
        case .phone, .tv, .carPlay, .vision, .unspecified:
            break
        @unknown default:
            break
        }
        present(sheet, animated: true)
    }

    @IBAction private func duplicate(_ sender: UIBarButtonItem) {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        switch traitCollection.horizontalSizeClass {
        case .regular:
            sheet.popoverPresentationController?.barButtonItem = sender
        default:
            break
        }
        present(sheet, animated: true)
    }

    // A case that binds: which one runs is not decided, and the anchor may be set.
    @IBAction private func rename(_ sender: UIBarButtonItem) {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        switch UIDevice.current.userInterfaceIdiom {
        case .phone:
            break
        case let other where other != .phone:
            sheet.popoverPresentationController?.barButtonItem = sender
        default:
            break
        }
        present(sheet, animated: true)
    }
}

final class PickerPresenter: UIViewController, UIPopoverPresentationControllerDelegate {
    @IBAction private func pick(_ sender: UIBarButtonItem) {
        let picker = UIViewController()
        switch UIDevice.current.userInterfaceIdiom {
        case .phone:
            picker.modalPresentationStyle = .popover
            picker.popoverPresentationController?.barButtonItem = sender
            picker.popoverPresentationController?.delegate = self
        @unknown default:
            picker.modalPresentationStyle = .formSheet
        }
        present(picker, animated: true)
    }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
    }
}

struct FiltersButton: View {
    @Environment(\.horizontalSizeClass) private var sizeClass
    @State private var shown = false

    var body: some View {
        switch sizeClass {
        case .compact:
            Button("Filters") { shown = true }
                .sheet(isPresented: $shown) { Text("Filters") }
        default:
            Button("Filters") { shown = true }
                .popover(isPresented: $shown) { Text("Filters") }
        }
    }
}
