import UIKit

/// A share sheet that anchors itself to the view it is made for.
final class AnchoredShareSheet: UIActivityViewController {
    init(document: URL, anchor: UIView) {
        super.init(activityItems: [document], applicationActivities: nil)
        popoverPresentationController?.sourceView = anchor
        popoverPresentationController?.sourceRect = anchor.bounds
    }
}

/// A share sheet that anchors itself once it is about to show: it may be anchored, so it is not judged.
final class LateAnchoredShareSheet: UIActivityViewController {
    weak var anchor: UIView?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        popoverPresentationController?.sourceView = anchor
    }
}

/// A share sheet shown as a form sheet: not a popover.
final class FormShareSheet: UIActivityViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        modalPresentationStyle = .formSheet
    }
}
