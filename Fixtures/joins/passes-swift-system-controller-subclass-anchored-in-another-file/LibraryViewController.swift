import UIKit

final class LibraryViewController: UIViewController {
    private let documentURL = URL(fileURLWithPath: "/tmp/library.json")

    @IBAction private func share(_ sender: UIButton) {
        present(AnchoredShareSheet(document: documentURL, anchor: sender), animated: true)
    }

    @IBAction private func shareLater(_ sender: UIButton) {
        let sheet = LateAnchoredShareSheet(activityItems: [documentURL], applicationActivities: nil)
        sheet.anchor = sender
        present(sheet, animated: true)
    }

    func shareAsForm() {
        present(FormShareSheet(activityItems: [documentURL], applicationActivities: nil), animated: true)
    }

    func shareOnPhone() {
        guard UIDevice.current.userInterfaceIdiom == .phone else { return }
        present(FormShareSheet(activityItems: [documentURL], applicationActivities: nil), animated: true)
    }
}
