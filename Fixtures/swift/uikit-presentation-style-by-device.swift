// A presentation style the device picks (`isPad ? .popover : .fullScreen`) is a popover where the
// condition holds (an iPad, a regular width) and the other style elsewhere. The condition is read
// as an `if`'s is: written out, or through a `Bool` set once to such a check. A condition higlint
// cannot decide (a stored `var`, a function, a parameter) leaves the style unknown: no popover.
// expect: popover-no-source 24:9
// expect: popover-no-source 50:14
// expect: popover-no-source 57:9
// expect: popover-no-arrow 42:47
// expect: popover-in-compact 145:9
// expect: popover-in-compact 160:9
import UIKit

final class ReaderViewController: UIViewController {
    @IBOutlet private weak var fontsButton: UIButton!
    @IBOutlet private weak var themeButton: UIButton!
    private var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }
    private var prefersPanels = UserDefaults.standard.bool(forKey: "panels")

    // An iPad presents a popover with no source: UIKit raises an exception. An iPhone shows it
    // full screen.
    @IBAction private func showFonts(_ sender: Any) {
        let fonts = FontsViewController()
        fonts.modalPresentationStyle = UIDevice.current.userInterfaceIdiom == .pad ? .popover : .fullScreen
        present(fonts, animated: true)
    }

    // The same, anchored (`if let` shadows the property): fine.
    @IBAction private func showFontsFromButton(_ sender: Any) {
        let fonts = FontsViewController()
        fonts.modalPresentationStyle = UIDevice.current.userInterfaceIdiom == .pad ? .popover : .fullScreen
        if let popoverPresentationController = fonts.popoverPresentationController {
            popoverPresentationController.sourceView = fontsButton
        }
        present(fonts, animated: true)
    }

    // A popover in a regular width, with no arrow.
    @IBAction private func showThemes(_ sender: UIButton) {
        let themes = ThemesViewController()
        themes.modalPresentationStyle = traitCollection.horizontalSizeClass == .regular ? UIModalPresentationStyle.popover : .pageSheet
        themes.popoverPresentationController?.sourceView = sender
        themes.popoverPresentationController?.permittedArrowDirections = []
        present(themes, animated: true)
    }

    // Through a computed property, with `self.`, and a local `let`: both popovers on an iPad.
    @IBAction private func showHistory(_ sender: Any) {
        let history = HistoryViewController()
        history.modalPresentationStyle = self.isPad ? .popover : .fullScreen
        self.present(history, animated: true)
    }

    @IBAction private func showBookmarks(_ sender: Any) {
        let onPad = UIDevice.current.userInterfaceIdiom == .pad
        let bookmarks = BookmarksViewController()
        bookmarks.modalPresentationStyle = onPad ? .popover : .formSheet
        present(bookmarks, animated: true)
    }

    // The branches swapped: a sheet on an iPad, full screen on an iPhone. Never a popover, so its
    // arrows say nothing.
    @IBAction private func showTheme(_ sender: Any) {
        let theme = ThemesViewController()
        theme.modalPresentationStyle = UIDevice.current.userInterfaceIdiom != .phone ? .formSheet : .fullScreen
        theme.popoverPresentationController?.permittedArrowDirections = []
        present(theme, animated: true)
    }

    // A popover only where the width is compact is none in the regular width read here, and a
    // compact width adapts it.
    @IBAction private func showNotes(_ sender: Any) {
        let notes = NotesViewController()
        notes.modalPresentationStyle = traitCollection.horizontalSizeClass == .compact ? .popover : .pageSheet
        present(notes, animated: true)
    }

    // Conditions higlint does not decide: a stored `var`, a function, a parameter that hides the
    // property. The style is not known, so nothing is said of it.
    @IBAction private func showPanels(_ sender: Any) {
        let panels = PanelsViewController()
        panels.modalPresentationStyle = prefersPanels ? .popover : .formSheet
        panels.popoverPresentationController?.permittedArrowDirections = []
        present(panels, animated: true)
    }

    @IBAction private func showOutline(_ sender: Any) {
        let outline = OutlineViewController()
        outline.modalPresentationStyle = usesPopovers() ? .popover : .fullScreen
        present(outline, animated: true)
    }

    func showSearch(isPad: Bool) {
        let search = SearchViewController()
        search.modalPresentationStyle = isPad ? .popover : .fullScreen
        present(search, animated: true)
    }

    private func usesPopovers() -> Bool { view.bounds.width > 600 }
}

final class FontsViewController: UIViewController {}
final class ThemesViewController: UIViewController {}
final class HistoryViewController: UIViewController {}
final class BookmarksViewController: UIViewController {}
final class NotesViewController: UIViewController {}
final class PanelsViewController: UIViewController {}
final class OutlineViewController: UIViewController {}
final class SearchViewController: UIViewController {}

// A controller that picks its own style by the device in its `init`, anchored by its presenter.
final class LibraryViewController: UIViewController {
    @IBOutlet private weak var layersButton: UIButton!
    @IBOutlet private weak var filterButton: UIButton!

    @IBAction private func showLayers(_ sender: Any) {
        let layers = LayersPopoverController()
        layers.popoverPresentationController?.sourceView = layersButton
        present(layers, animated: true)
    }

    @IBAction private func showZoom(_ sender: UIBarButtonItem) {
        let zoom = ZoomPopoverController(nibName: nil, bundle: nil)
        zoom.popoverPresentationController?.barButtonItem = sender
        present(zoom, animated: true)
    }

    @IBAction private func showFilter(_ sender: Any) {
        let filter = FilterPopoverController()
        filter.popoverPresentationController?.sourceView = filterButton
        present(filter, animated: true)
    }
}

// On any iPad, a split view's compact width too, it is a popover that stays one.
final class LayersPopoverController: UIViewController, UIPopoverPresentationControllerDelegate {
    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = UIDevice.current.userInterfaceIdiom != .phone ? .popover : .fullScreen
        popoverPresentationController?.delegate = self
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
    }
}

// On an iPhone, and only there, a popover that stays one.
final class ZoomPopoverController: UIViewController, UIPopoverPresentationControllerDelegate {
    override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        modalPresentationStyle = UIDevice.current.userInterfaceIdiom == .phone ? .popover : .formSheet
        popoverPresentationController?.delegate = self
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
    }
}

// A popover in a regular width that becomes a sheet in a compact one: fine.
final class FilterPopoverController: UIViewController, UIPopoverPresentationControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        self.modalPresentationStyle = traitCollection.horizontalSizeClass == .regular ? .popover : .formSheet
        self.popoverPresentationController?.delegate = self
    }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .formSheet
    }
}
