import UIKit

// The notes scene, made by its storyboard identifier without a cast, is shown in a popover: its
// controller's action sheet is presented from inside that popover and needs no source.

final class ListViewController: UIViewController {
    @IBAction func showNotes(_ sender: UIButton) {
        guard let notes = storyboard?.instantiateViewController(withIdentifier: "notes") else { return }
        let nav = UINavigationController(rootViewController: notes)
        nav.modalPresentationStyle = .popover
        nav.popoverPresentationController?.sourceView = sender
        nav.popoverPresentationController?.sourceRect = sender.bounds
        nav.preferredContentSize = CGSize(width: 320, height: 400)
        present(nav, animated: true)
    }
}
