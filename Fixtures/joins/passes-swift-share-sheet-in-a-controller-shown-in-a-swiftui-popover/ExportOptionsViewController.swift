import UIKit

// Shown inside a SwiftUI popover (ExportButton): the share sheet it presents from itself, its
// popover presentation controller left alone, is shown inside that popover.
final class ExportOptionsViewController: UIViewController {
    private let shareButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        shareButton.setTitle("Share PDF", for: .normal)
        shareButton.addTarget(self, action: #selector(sharePDF), for: .primaryActionTriggered)
        view.addSubview(shareButton)
    }

    @objc private func sharePDF() {
        let activity = UIActivityViewController(activityItems: [URL(fileURLWithPath: "/tmp/export.pdf")], applicationActivities: nil)
        self.present(activity, animated: true)
    }
}
