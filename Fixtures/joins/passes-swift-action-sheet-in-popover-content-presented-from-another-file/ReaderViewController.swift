import UIKit

final class ReaderViewController: UIViewController {
    @IBOutlet private weak var optionsItem: UIBarButtonItem!

    @IBAction private func showOptions(_ sender: UIBarButtonItem) {
        let options = ReadingOptionsViewController()
        options.modalPresentationStyle = UIModalPresentationStyle.popover
        if let popoverPresentationController = options.popoverPresentationController {
            popoverPresentationController.barButtonItem = sender
        }
        self.present(options, animated: true)
    }
}
