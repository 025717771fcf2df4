import UIKit

// Makes each presented controller its own popover's delegate; their classes are in their own files.
final class CanvasViewController: UIViewController {
    @IBOutlet private weak var gridButton: UIButton!
    @IBOutlet private weak var loupeButton: UIButton!

    @IBAction private func showGrid(_ sender: Any) {
        let grid = GridOptionsViewController()
        grid.modalPresentationStyle = UIModalPresentationStyle.popover
        grid.popoverPresentationController?.sourceView = gridButton
        grid.popoverPresentationController?.delegate = grid
        present(grid, animated: true)
    }

    @IBAction private func showLoupe(_ sender: Any) {
        let loupe = LoupeViewController()
        loupe.modalPresentationStyle = .popover
        loupe.popoverPresentationController?.sourceView = loupeButton
        loupe.popoverPresentationController?.delegate = loupe
        present(loupe, animated: true)
    }
}
