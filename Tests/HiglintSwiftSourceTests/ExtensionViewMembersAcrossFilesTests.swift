import HiglintCore
@testable import HiglintSwiftSource
import XCTest

/// A SwiftUI view whose members an extension declares in another file (`LibraryView+Info.swift`):
/// a member the view's own file uses is read there, where it is used, and each finding in it is
/// reported once, in the file that holds its code.
final class ExtensionViewMembersAcrossFilesTests: XCTestCase {
    private let view = """
        import SwiftUI

        struct LibraryView: View {
            @State var showsInfo = false

            var body: some View {
                Button("Info") { showsInfo = true }
                    .popover(isPresented: $showsInfo) {
                        infoContent
                    }
            }
        }
        """

    private func info(_ head: String = "extension LibraryView", text: String = "Tap a book in this popover") -> String {
        """
        import SwiftUI

        \(head) {
            var infoContent: some View {
                VStack {
                    Text("\(text)")
                }
            }
        }
        """
    }

    func testTheMemberIsReadAsThePopoversContent() {
        let expected = "LibraryView.swift>LibraryView+Info.swift:\(position(of: "\"Tap", in: info())) popover-word-in-copy"
        XCTAssertEqual(lintAcrossFiles([("LibraryView.swift", view), ("LibraryView+Info.swift", info())]), [expected])
        XCTAssertEqual(lintAcrossFiles([("LibraryView.swift", view), ("LibraryView+Info.swift", info(text: "Tap a book to open it"))]), [])
    }

    func testAMemberAPrivateExtensionDeclaresIsNotTheViews() {
        XCTAssertEqual(lintAcrossFiles([("LibraryView.swift", view), ("LibraryView+Info.swift", info("private extension LibraryView"))]), [])
    }

    func testAMemberTwoFilesDeclareIsNotFollowed() {
        XCTAssertEqual(lintAcrossFiles([("LibraryView.swift", view), ("LibraryView+Info.swift", info()),
                                        ("LibraryView+InfoMac.swift", info())]), [])
    }

    func testAMemberThatPresentsAPopoverIsReadOnceInTheViewsScreen() {
        let toolbar = """
            import SwiftUI

            extension LibraryView {
                var sortButton: some View {
                    Button("Sort") { showsInfo = true }
                        .popover(isPresented: $showsInfo) {
                            Text("Sort by title").presentationCompactAdaptation(.none)
                        }
                }
            }
            """
        let usingIt = view.replacingOccurrences(of: "infoContent", with: "Text(\"Library\")")
            .replacingOccurrences(of: "Button(\"Info\")", with: "sortButton\n        Button(\"Info\")")
        let expected = "LibraryView.swift>LibraryView+Sort.swift:\(position(of: ".none", in: toolbar)) popover-in-compact"
        XCTAssertEqual(lintAcrossFiles([("LibraryView.swift", usingIt), ("LibraryView+Sort.swift", toolbar)]), [expected])
        // Alone, the extension's file reads the member as a screen of its own.
        XCTAssertEqual(lintAcrossFiles([("LibraryView+Sort.swift", toolbar)]),
                       ["LibraryView+Sort.swift>LibraryView+Sort.swift:\(position(of: ".none", in: toolbar)) popover-in-compact"])
    }

    func testTheWorkspaceIndexRelintsTheViewsFileWhenTheExtensionChanges() {
        var workspace = SwiftWorkspaceIndex(limits: .default)
        workspace.update([("LibraryView.swift", view), ("LibraryView+Info.swift", info()), ("Other.swift", "import SwiftUI\n")]
            .map { IndexedFile(path: $0.0, bytes: Array($0.1.utf8)) })
        XCTAssertEqual(workspace.readers(of: "LibraryView+Info.swift"), ["LibraryView.swift"])
        XCTAssertEqual(workspace.readers(of: "Other.swift"), [])
    }
}
