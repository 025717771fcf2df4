// UIKit asks a delegate that has `adaptivePresentationStyle(for:traitCollection:)` that method
// alone; `(for:)` is called only when the delegate lacks it. `.none` from the one-argument form is
// then never asked for, and the popover becomes what the two-argument form returns.
// expect: popover-in-compact 46:54
// expect: popover-in-compact 55:9
import UIKit

final class PlaybackSpeedHostViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    @IBOutlet private weak var speedButton: UIButton!

    @IBAction private func showSpeeds(_ sender: UIButton) {
        let speeds = UIViewController()
        speeds.modalPresentationStyle = .popover
        speeds.popoverPresentationController?.sourceView = sender
        speeds.popoverPresentationController?.delegate = self
        present(speeds, animated: true)
    }

    // Not called: the two-argument form below is.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
    }

    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .fullScreen
    }
}

final class SubtitleMenuHostViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    @IBAction private func showSubtitles(_ sender: UIButton) {
        let subtitles = UIViewController()
        subtitles.modalPresentationStyle = UIModalPresentationStyle.popover
        if let popover = subtitles.popoverPresentationController {
            popover.sourceView = sender
            popover.delegate = self
        }
        present(subtitles, animated: true)
    }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        return UIModalPresentationStyle.none
    }

    // Decides by the device: an iPad in a compact width (Split View) keeps it a popover.
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        traitCollection.userInterfaceIdiom == .pad ? .none : .formSheet
    }
}

// The two-argument form alone keeps the popover a popover.
final class ChapterListHostViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    @IBOutlet private weak var chaptersButton: UIButton!

    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .none
    }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .formSheet
    }

    @IBAction private func showChapters(_ sender: Any) {
        let chapters = UIViewController()
        chapters.modalPresentationStyle = .popover
        guard let popover = chapters.popoverPresentationController else { return }
        popover.delegate = self
        popover.sourceView = chaptersButton
        present(chapters, animated: true)
    }
}
