// Bar button items open popovers. Before presenting, UIKit adds the item's sibling bar button
// items to a popover's passthrough views; a list set once the popover is presented (in
// `present`'s completion closure, or after the `present` call) replaces the whole list, and
// these leave the other item out, so switching popovers takes two taps. A popover that sets no
// list keeps the siblings UIKit gave it.
// expect: popover-single-tap-switch 29:52
// expect: popover-single-tap-switch 56:65
// expect: popover-single-tap-switch 84:21
// expect: popover-single-tap-switch 110:17
// expect: popover-deprecated-api 108:23
// expect: popover-deprecated-api 115:23
import UIKit

final class LibraryViewController: UIViewController {
    @IBOutlet private weak var searchBar: UISearchBar!
    private lazy var shareItem = UIBarButtonItem(barButtonSystemItem: .action, target: self, action: #selector(share(_:)))
    private lazy var filterItem = UIBarButtonItem(title: "Filter", style: .plain, target: self, action: #selector(filter(_:)))

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItems = [shareItem, filterItem]
    }

    @objc private func share(_ sender: UIBarButtonItem) {
        let options = ShareOptionsViewController()
        options.modalPresentationStyle = .popover
        options.popoverPresentationController?.barButtonItem = sender
        present(options, animated: true) {
            options.popoverPresentationController?.passthroughViews = [self.searchBar]
        }
    }

    @objc private func filter(_ sender: UIBarButtonItem) {
        let filters = FilterViewController()
        filters.modalPresentationStyle = .popover
        filters.popoverPresentationController?.barButtonItem = sender
        present(filters, animated: true)
    }
}

final class ReaderViewController: UIViewController {
    @IBOutlet private weak var textView: UITextView!
    private let notesController = ShareOptionsViewController()
    private lazy var notesItem = UIBarButtonItem(title: "Notes", style: .plain, target: self, action: #selector(showNotes(_:)))
    private lazy var fontItem = UIBarButtonItem(title: "Font", style: .plain, target: self, action: #selector(showFont(_:)))

    override func viewDidLoad() {
        super.viewDidLoad()
        self.toolbarItems = [self.notesItem, self.fontItem]
    }

    @objc private func showNotes(_ sender: UIBarButtonItem) {
        self.notesController.modalPresentationStyle = UIModalPresentationStyle.popover
        self.notesController.popoverPresentationController?.barButtonItem = sender
        self.present(self.notesController, animated: true, completion: {
            self.notesController.popoverPresentationController?.passthroughViews = [self.textView]
        })
    }

    @objc private func showFont(_ sender: UIBarButtonItem) {
        let font = FilterViewController()
        font.modalPresentationStyle = .popover
        font.popoverPresentationController?.barButtonItem = sender
        self.present(font, animated: true)
    }
}

final class MapViewController: UIViewController {
    @IBOutlet private weak var mapView: UIView!
    private lazy var layersItem = UIBarButtonItem(title: "Layers", style: .plain, target: self, action: #selector(showLayers(_:)))
    private lazy var routeItem = UIBarButtonItem(title: "Route", style: .plain, target: self, action: #selector(showRoute(_:)))

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItems = [layersItem, routeItem]
    }

    @objc private func showLayers(_ sender: UIBarButtonItem) {
        let layers = ShareOptionsViewController()
        layers.modalPresentationStyle = .popover
        layers.popoverPresentationController?.barButtonItem = sender
        present(layers, animated: true)
        if let popover = layers.popoverPresentationController {
            popover.passthroughViews = [mapView]
        }
    }

    @objc private func showRoute(_ sender: UIBarButtonItem) {
        let route = FilterViewController()
        route.modalPresentationStyle = .popover
        route.popoverPresentationController?.barButtonItem = sender
        present(route, animated: true)
    }
}

final class AtlasViewController: UIViewController {
    @IBOutlet private weak var mapView: UIView!
    private var legacy: UIPopoverController?
    private lazy var layersItem = UIBarButtonItem(title: "Layers", style: .plain, target: self, action: #selector(showLayers(_:)))
    private lazy var routeItem = UIBarButtonItem(title: "Route", style: .plain, target: self, action: #selector(showRoute(_:)))

    override func viewDidLoad() {
        super.viewDidLoad()
        toolbarItems = [layersItem, routeItem]
    }

    @objc private func showLayers(_ sender: UIBarButtonItem) {
        let popover = UIPopoverController(contentViewController: ShareOptionsViewController())
        popover.present(from: sender, permittedArrowDirections: .any, animated: true)
        popover.passthroughViews = [mapView]
        legacy = popover
    }

    @objc private func showRoute(_ sender: UIBarButtonItem) {
        let popover = UIPopoverController(contentViewController: FilterViewController())
        popover.present(from: sender, permittedArrowDirections: .any, animated: true)
        legacy = popover
    }
}

final class ShareOptionsViewController: UIViewController {}
final class FilterViewController: UIViewController {}
