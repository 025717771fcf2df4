// Bar button items open popovers, and each popover sets its passthrough views before it is
// presented: UIKit then adds the item's sibling bar button items to that list, so one tap on a
// sibling closes the popover and opens the other. A list set after a `present` that runs later
// (inside `DispatchQueue.main.async`) is not known to come after presentation: not reported.
// expect: popover-deprecated-api 109:23
// expect: popover-deprecated-api 116:23
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
        let options = OptionsViewController()
        options.modalPresentationStyle = .popover
        if let popover = options.popoverPresentationController {
            popover.barButtonItem = sender
            popover.passthroughViews = [searchBar]
        }
        present(options, animated: true)
    }

    @objc private func filter(_ sender: UIBarButtonItem) {
        let filters = OptionsViewController()
        filters.modalPresentationStyle = .popover
        filters.popoverPresentationController?.passthroughViews = [self.searchBar]
        filters.popoverPresentationController?.barButtonItem = sender
        present(filters, animated: true)
    }
}

final class ReaderViewController: UIViewController {
    @IBOutlet private weak var textView: UITextView!
    private let notesController = OptionsViewController()
    private lazy var notesItem = UIBarButtonItem(title: "Notes", style: .plain, target: self, action: #selector(showNotes(_:)))
    private lazy var fontItem = UIBarButtonItem(title: "Font", style: .plain, target: self, action: #selector(showFont(_:)))

    override func viewDidLoad() {
        super.viewDidLoad()
        self.toolbarItems = [self.notesItem, self.fontItem]
    }

    @objc private func showNotes(_ sender: UIBarButtonItem) {
        self.notesController.modalPresentationStyle = UIModalPresentationStyle.popover
        self.notesController.popoverPresentationController?.barButtonItem = sender
        self.notesController.popoverPresentationController?.passthroughViews = [self.textView]
        self.present(self.notesController, animated: true, completion: nil)
    }

    @objc private func showFont(_ sender: UIBarButtonItem) {
        let font = OptionsViewController()
        font.modalPresentationStyle = .popover
        guard let popover = font.popoverPresentationController else { return }
        popover.barButtonItem = sender
        popover.passthroughViews = [textView]
        self.present(font, animated: true) {
            font.view.backgroundColor = .systemBackground
        }
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
        let layers = OptionsViewController()
        layers.modalPresentationStyle = .popover
        layers.popoverPresentationController?.barButtonItem = sender
        DispatchQueue.main.async {
            self.present(layers, animated: true)
        }
        layers.popoverPresentationController?.passthroughViews = [mapView]
    }

    @objc private func showRoute(_ sender: UIBarButtonItem) {
        let route = OptionsViewController()
        route.modalPresentationStyle = .popover
        route.popoverPresentationController?.barButtonItem = sender
        route.popoverPresentationController?.passthroughViews = [mapView]
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
        let popover = UIPopoverController(contentViewController: OptionsViewController())
        popover.passthroughViews = [mapView]
        popover.present(from: sender, permittedArrowDirections: .any, animated: true)
        legacy = popover
    }

    @objc private func showRoute(_ sender: UIBarButtonItem) {
        let popover = UIPopoverController(contentViewController: OptionsViewController())
        popover.passthroughViews = [mapView]
        popover.present(from: sender, permittedArrowDirections: .any, animated: true)
        legacy = popover
    }
}

final class OptionsViewController: UIViewController {}
