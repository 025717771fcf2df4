import UIKit

// Makes itself a popover and its own delegate; its extension lets it become a sheet.
final class ShareSheetController: UIViewController {
    init(items: [Any]) {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .popover
        self.popoverPresentationController?.delegate = self
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

// The same, full screen in a compact width.
final class ExportController: UIViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
        self.modalPresentationStyle = UIModalPresentationStyle.popover
        if let popover = popoverPresentationController {
            popover.delegate = self
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
