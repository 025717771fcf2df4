// A subclass of `UIHostingController` that makes itself a popover shows the view its initializer
// gives `super.init(rootView:)` (here through a local): a popover inside that view is nested. A
// subclass whose initializers give different views shows content that is not known.
// expect: popover-nested 43:13
import SwiftUI
import UIKit

final class FilterHostingController: UIHostingController<FilterPanel> {
    init(title: String) {
        let panel = FilterPanel(title: title)
        super.init(rootView: panel)
        modalPresentationStyle = .popover
        preferredContentSize = CGSize(width: 320, height: 240)
    }

    @MainActor required dynamic init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class TagsHostingController: UIHostingController<AnyView> {
    init(compact: Bool) {
        super.init(rootView: compact ? AnyView(Text("Tags")) : AnyView(FilterPanel(title: "Tags")))
        modalPresentationStyle = .popover
    }

    init() {
        super.init(rootView: AnyView(FilterPanel(title: "All tags")))
        modalPresentationStyle = .popover
    }

    @MainActor required dynamic init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

struct FilterPanel: View {
    let title: String
    @State private var showsMore = false

    var body: some View {
        Button("More \(title)") { showsMore = true }
            .popover(isPresented: $showsMore) { Text("Filters by author and date") }
    }
}

final class LibraryViewController: UIViewController {
    @objc func showFilters(_ sender: UIBarButtonItem) {
        let filters = FilterHostingController(title: "Books")
        filters.popoverPresentationController?.barButtonItem = sender
        present(filters, animated: true)
    }

    @objc func showTags(_ sender: UIBarButtonItem) {
        let tags = TagsHostingController()
        tags.popoverPresentationController?.barButtonItem = sender
        present(tags, animated: true)
    }
}
