import SwiftUI
import UIKit

// The same content shown in a form sheet, not a popover: the view's popover is the first one.
final class ReaderViewController: UIViewController {
    @objc func showFonts(_ sender: UIBarButtonItem) {
        let fonts = UIHostingController(rootView: FontPanel(size: 14))
        fonts.modalPresentationStyle = .formSheet
        present(fonts, animated: true)
    }
}
