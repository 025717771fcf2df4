// Popovers that permit no arrow direction (`[]`), set the ways UIKit code sets them: through the
// optional chain, a name bound to the popover controller (`let`, `if let`, `guard let`), on the
// controller itself, and UIPopoverController's argument. Each `[]` becomes `.any`; `[]` with a
// comment inside keeps its finding and gets no fix (the comment would go). The popovers that
// permit directions stay as they are.
// expect: popover-no-arrow 26:12
// expect: popover-no-arrow 35:21
// expect: popover-no-arrow 45:17
// expect: popover-no-arrow 53:46
// expect: popover-no-arrow 61:46
// expect: popover-deprecated-api 66:23
// expect: popover-no-arrow 68:39
// expect: popover-no-arrow 103:40
import UIKit

final class EditorViewController: UIViewController {
    @IBOutlet private weak var formatButton: UIButton!
    @IBOutlet private weak var styleButton: UIButton!
    private var legacy: UIPopoverController?

    @IBAction func showFormat(_ sender: UIButton) {
        let format = PanelViewController()
        format.modalPresentationStyle = .popover
        let p = format.popoverPresentationController
        p?.sourceView = formatButton
        p?.permittedArrowDirections = []
        present(format, animated: true)
    }

    @IBAction func showStyles(_ sender: UIButton) {
        let styles = PanelViewController()
        styles.modalPresentationStyle = UIModalPresentationStyle.popover
        if let popover = styles.popoverPresentationController {
            popover.sourceView = self.styleButton
            popover.permittedArrowDirections   =   [   ]   // was [.up]
        }
        self.present(styles, animated: true)
    }

    @IBAction func showColors(_ sender: UIButton) {
        let colors = PanelViewController()
        colors.modalPresentationStyle = .popover
        guard let popover = colors.popoverPresentationController else { return }
        popover.sourceView = sender
        popover.permittedArrowDirections = []
        present(colors, animated: true)
    }

    @IBAction func showFonts(_ sender: UIBarButtonItem) {
        let fonts = PanelViewController()
        fonts.modalPresentationStyle = .popover
        fonts.popoverPresentationController?.barButtonItem = sender
        fonts.popoverPresentationController?.permittedArrowDirections = []
        present(fonts, animated: true)
    }

    @IBAction func showRuler(_ sender: UIBarButtonItem) {
        let ruler = PanelViewController()
        ruler.modalPresentationStyle = .popover
        ruler.popoverPresentationController?.barButtonItem = sender
        ruler.popoverPresentationController?.permittedArrowDirections = [/* none: it floats */]
        present(ruler, animated: true)
    }

    @IBAction func showLegacy(_ sender: UIBarButtonItem) {
        let popover = UIPopoverController(contentViewController: PanelViewController())
        legacy = popover
        popover.present(from: sender, permittedArrowDirections: [], animated: true)
    }

    @IBAction func showLayout(_ sender: UIButton) {
        let layout = PanelViewController()
        layout.modalPresentationStyle = .popover
        layout.popoverPresentationController?.sourceView = sender
        layout.popoverPresentationController?.permittedArrowDirections = .any
        present(layout, animated: true)
    }

    @IBAction func showGrid(_ sender: UIButton) {
        let grid = PanelViewController()
        grid.modalPresentationStyle = .popover
        if let popover = grid.popoverPresentationController {
            popover.sourceView = sender
            popover.permittedArrowDirections = [.up, .down]
        }
        present(grid, animated: true)
    }

    @IBAction func showZoom(_ sender: UIButton) {
        let zoom = PanelViewController()
        zoom.modalPresentationStyle = .popover
        zoom.popoverPresentationController?.sourceView = sender
        zoom.popoverPresentationController?.permittedArrowDirections = UIPopoverArrowDirection.any
        present(zoom, animated: true)
    }
}

/// Makes itself a popover that permits no arrow.
final class PaletteViewController: UIViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .popover
        popoverPresentationController?.permittedArrowDirections = []
    }

    required init?(coder: NSCoder) { nil }
}

final class PanelViewController: UIViewController {}

final class PaletteHostViewController: UIViewController {
    @IBAction func showPalette(_ sender: UIButton) {
        let palette = PaletteViewController()
        palette.popoverPresentationController?.sourceView = sender
        present(palette, animated: true)
    }
}
