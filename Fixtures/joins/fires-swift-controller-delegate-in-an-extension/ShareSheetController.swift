import UIKit

// Makes itself a popover and its own delegate; its delegate method is in
// ShareSheetController+Popover.swift.
final class ShareSheetController: UIViewController {
    init(items: [Any]) {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .popover
        preferredContentSize = CGSize(width: 320, height: 240)
        self.popoverPresentationController?.delegate = self
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
