import UIKit

// The notes scene, made by its storyboard identifier without a cast, is shown as a form sheet: on
// an iPad its controller's action sheet is a popover, presented with no source.

final class ListViewController: UIViewController {
    @IBAction func showNotes(_ sender: UIButton) {
        guard let notes = storyboard?.instantiateViewController(withIdentifier: "notes") else { return }
        let nav = UINavigationController(rootViewController: notes)
        nav.modalPresentationStyle = .formSheet
        nav.preferredContentSize = CGSize(width: 320, height: 400)
        present(nav, animated: true)
    }
}
