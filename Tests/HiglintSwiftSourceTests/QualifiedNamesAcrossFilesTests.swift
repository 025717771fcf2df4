import HiglintCore
@testable import HiglintSwiftSource
import XCTest

/// A view that writes its presenter's name only to qualify a nested type's
/// (`Editor.Field.formatter`) does not show the presenter: the presenter's popover, whose content
/// that view is, is read the same whichever file comes first.
final class QualifiedNamesAcrossFilesTests: XCTestCase {
    private let presenter = """
    import SwiftUI

    extension Library {
        struct Editor: View {
            @State private var showsOptions = false
            var body: some View {
                Button("Options") { showsOptions = true }
                    .popover(isPresented: $showsOptions) {
                        Options()
                    }
            }
        }
    }
    """

    private func content(naming reference: String) -> String {
        """
        import SwiftUI

        extension Library.Editor {
            struct Options: View {
                static let title = "Options"
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    VStack {
                        Text(\(reference))
                        Button("Done") { dismiss() }
                    }
                }
            }
        }
        """
    }

    /// The findings of a run over the two files, `first` in front.
    private func findings(_ content: String, contentFirst: Bool) -> [String] {
        let files = [("Options.swift", content), ("Editor.swift", presenter)]
        return lintAcrossFiles(contentFirst ? files : files.reversed()).sorted()
    }

    func testTheOrderOfTheFilesDoesNotChangeWhatIsRead() {
        let qualified = content(naming: "Library.Editor.Options.title")
        let done = "Editor.swift>Options.swift:\(position(of: "\"Done\"", in: qualified)) popover-close-button"
        XCTAssertEqual(findings(qualified, contentFirst: true), [done])
        XCTAssertEqual(findings(qualified, contentFirst: false), [done])
    }

    func testQualifiersAreNotUsesAndUsesAre() throws {
        guard case .parsed(let parsed) = ParsedSwift.parse(Array(content(naming: "Library.Editor.Options.title + Editor.caption").utf8), nesting: 256) else {
            return XCTFail("does not parse")
        }
        let file = parsed.file
        let options = try XCTUnwrap(file.types["Options"])
        XCTAssertEqual(file.capitalisedNames(of: options).intersection(["Library", "Editor", "Options"]), ["Library", "Editor", "Options"])
        XCTAssertEqual(file.capitalisedUses(of: options).intersection(["Library", "Editor", "Options"]), ["Options", "Editor"],
                       "Editor.caption uses Editor; Library and Editor in Library.Editor.Options only qualify")
    }
}
