import UIKit

// Two of the helpers' sheets are presented with no anchor: on iPad UIKit raises an exception.
// The third is anchored by its caller.
final class PhotoViewController: UIViewController {
    private let photoURL = URL(fileURLWithPath: "photo.heic")

    @IBAction func showOptions(_ sender: UIButton) {
        let options = Alert.makeActionSheet(title: "Photo", actions: [
            UIAlertAction(title: "Duplicate", style: .default) { _ in },
        ])
        present(options, animated: true)
    }

    @IBAction func share(_ sender: UIBarButtonItem) {
        present(UIActivityViewController.sharing(photoURL), animated: true)
    }

    @IBAction func shareFromToolbar(_ sender: UIBarButtonItem) {
        let share = UIActivityViewController.sharing(photoURL)
        share.popoverPresentationController?.barButtonItem = sender
        present(share, animated: true)
    }
}
