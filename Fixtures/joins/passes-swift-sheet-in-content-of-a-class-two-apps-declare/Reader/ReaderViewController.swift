import UIKit

final class ReaderViewController: UIViewController {
    @IBAction func showOptions(_ sender: UIBarButtonItem) {
        let options = PopoverViewController()
        options.modalPresentationStyle = .popover
        options.popoverPresentationController?.barButtonItem = sender
        present(options, animated: true)
    }
}
