import SwiftUI
import UIKit

// A popover whose SwiftUI content, hosted by a `UIHostingController`, is a view of another file:
// the view shows a further popover from inside this one.
final class ReaderViewController: UIViewController {
    @objc func showFonts(_ sender: UIBarButtonItem) {
        let fonts = UIHostingController(rootView: FontPanel(size: 14))
        fonts.modalPresentationStyle = .popover
        fonts.popoverPresentationController?.barButtonItem = sender
        present(fonts, animated: true)
    }
}
