// A controller that makes itself a popover in its own setup is one wherever it is presented, and
// its own setup joins what the presenter sets: one popover. The calendar is its own delegate
// (`if let` shadows the property) and returns `UIModalPresentationStyle.none`: it stays a popover
// in a compact width. The tags picker is its own delegate too, but its presenter makes itself the
// delegate afterwards, and the presenter adapts to a sheet: the presenter's wins. The colour
// picker returns `.formSheet` (a sheet in a compact width), and the fonts picker leaves its
// adaptation to UIKit: both are fine.
// expect: popover-in-compact 48:16
import UIKit

final class PlannerViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    @IBOutlet private weak var dateButton: UIButton!
    @IBOutlet private weak var tagsButton: UIButton!

    @IBAction private func showCalendar(_ sender: UIButton) {
        let calendar = CalendarPopoverController()
        calendar.popoverPresentationController?.sourceView = dateButton
        present(calendar, animated: true)
    }

    @IBAction private func showTags(_ sender: UIButton) {
        let tags = TagsPopoverController()
        tags.popoverPresentationController?.sourceView = tagsButton
        tags.popoverPresentationController?.delegate = self
        present(tags, animated: true)
    }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .formSheet
    }
}

final class CalendarPopoverController: UIViewController, UIPopoverPresentationControllerDelegate {
    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = UIModalPresentationStyle.popover
        preferredContentSize = CGSize(width: 320, height: 300)
        if let popoverPresentationController = popoverPresentationController {
            popoverPresentationController.delegate = self
            popoverPresentationController.permittedArrowDirections = [.up, .down]
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        return UIModalPresentationStyle.none
    }
}

final class TagsPopoverController: UIViewController, UIPopoverPresentationControllerDelegate {
    override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        self.modalPresentationStyle = .popover
        self.popoverPresentationController?.delegate = self
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
    }
}

final class ColourPickerController: UIViewController, UIAdaptivePresentationControllerDelegate {
    convenience init(anchor: UIView) {
        self.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .popover
        popoverPresentationController?.sourceView = anchor
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presentationController?.delegate = self
    }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .formSheet
    }
}

final class FontsPickerController: UIViewController {
    override func loadView() {
        super.loadView()
        modalPresentationStyle = .popover
        preferredContentSize = CGSize(width: 280, height: 360)
    }
}
