// A UIKit popover whose content is a SwiftUI view hosted by `UIHostingController(rootView:)`: the
// view is read as the popover's content. A popover shown from inside it is a nested popover, and a
// sheet over it is a sheet on top of a popover; an alert there is allowed. The view's own `.frame`
// and `.presentationCompactAdaptation` do not configure a UIKit popover (its size is the
// controller's `preferredContentSize`), so this file's popovers list no size from them.
// expect: popover-nested 74:17
// expect: popover-over-popover 88:17
import SwiftUI
import UIKit

final class LibraryViewController: UIViewController {
    @IBOutlet private weak var sortButton: UIButton!
    private let model = LibraryModel()

    // The hosted view shows a further popover: nested.
    @objc func showFilters(_ sender: UIBarButtonItem) {
        let host = UIHostingController(rootView: FilterPanel())
        host.modalPresentationStyle = .popover
        host.preferredContentSize = CGSize(width: 320, height: 400)
        host.popoverPresentationController?.barButtonItem = sender
        present(host, animated: true)
    }

    // Written with a generic argument, `self.`, and the root view modified: a sheet over the popover.
    @IBAction private func showSort(_ sender: Any) {
        let sort = UIHostingController<AnyView>(rootView: AnyView(SortPanel().environmentObject(model)))
        sort.modalPresentationStyle = .popover
        if let popover = sort.popoverPresentationController {
            popover.sourceView = self.sortButton
            popover.sourceRect = self.sortButton.bounds
        }
        self.present(sort, animated: true)
    }

    // Only an alert over the popover, which the guideline allows; the view's frame is no size here.
    @objc func showInfo(_ sender: UIBarButtonItem) {
        let info = UIHostingController(rootView: InfoPanel())
        info.modalPresentationStyle = .popover
        info.popoverPresentationController?.barButtonItem = sender
        present(info, animated: true)
    }

    // Shown as a form sheet, not a popover: the view's own popover is a first popover, not nested.
    @objc func showHelp(_ sender: UIBarButtonItem) {
        let help = UIHostingController(rootView: HelpPanel())
        help.modalPresentationStyle = .formSheet
        present(help, animated: true)
    }

    // Content made by a method of the controller: read as the view it returns.
    @objc func showTags(_ sender: UIBarButtonItem) {
        let tags = UIHostingController(rootView: makeTagsPanel())
        tags.modalPresentationStyle = .popover
        tags.popoverPresentationController?.barButtonItem = sender
        present(tags, animated: true)
    }

    private func makeTagsPanel() -> some View {
        Text("Tags")
    }
}

final class LibraryModel: ObservableObject {
    @Published var unreadOnly = false
}

struct FilterPanel: View {
    @State private var showsMore = false

    var body: some View {
        Form {
            Toggle("Unread only", isOn: .constant(true))
            Button("More filters") { showsMore = true }
                .popover(isPresented: $showsMore) {
                    Text("Filters by author and date")
                }
        }
    }
}

struct SortPanel: View {
    @EnvironmentObject var model: LibraryModel
    @State private var editsOrder = false

    var body: some View {
        List {
            Button("Edit order") { editsOrder = true }
                .sheet(isPresented: $editsOrder) {
                    Text("Drag to reorder")
                }
        }
    }
}

struct InfoPanel: View {
    @State private var confirmsReset = false

    var body: some View {
        VStack {
            Text("12 books")
            Button("Reset") { confirmsReset = true }
                .alert("Reset the library?", isPresented: $confirmsReset) {
                    Button("Reset", role: .destructive) {}
                }
        }
        .frame(width: 900, height: 900)
        .presentationCompactAdaptation(.none)
    }
}

struct HelpPanel: View {
    @State private var showsTip = false

    var body: some View {
        Button("Tip") { showsTip = true }
            .popover(isPresented: $showsTip) {
                Text("Swipe a book to archive it")
            }
    }
}
