import HiglintCore
import HiglintSwiftSource
import XCTest

/// The index of a run reads each Swift file as it parses it, and keeps that reading for the file's
/// linting: what is reported must be what reading the file then would report, whatever changed.
final class IndexedReadingTests: XCTestCase {
    /// Private: no other file can show it, so the index keeps its reading rather than its tree.
    private let panel = """
    import SwiftUI

    private struct Panel: View {
        @State var shown = false
        var body: some View {
            Button("Go") { shown = true }
                .popover(isPresented: $shown) {
                    Text("Open the popover").frame(width: 500, height: 300)
                }
        }
    }
    """

    private let other = """
    import SwiftUI

    struct Other: View {
        var body: some View { Text("Other") }
    }
    """

    private func report(_ linter: Linter, _ text: String, project: (any ProjectIndex)?) -> [String] {
        linter.lint(bytes: Array(text.utf8), path: "Panel.swift", project: project).map { "\($0.range.start) \($0.ruleID)" }
    }

    private func index(context: ReadingContext = ReadingContext()) -> (any ProjectIndex)? {
        SwiftSourceReader().index([IndexedFile(path: "Panel.swift", bytes: Array(panel.utf8), context: context),
                                   IndexedFile(path: "Other.swift", bytes: Array(other.utf8), context: context)],
                                  limits: .default, jobs: 1)
    }

    func testAFileChangedAfterItWasIndexedIsReportedAsItIsNow() {
        let linter = Linter(readers: .standard)
        let changed = panel.replacingOccurrences(of: "Open the popover", with: "Open the note")
        let now = report(linter, changed, project: nil)
        XCTAssertNotEqual(now, report(linter, panel, project: nil), "the change must change the report for this test to tell")
        XCTAssertEqual(report(linter, changed, project: index()), now)
    }

    func testAFileIndexedInItsConfiguredContextIsReportedAsReadInIt() {
        var configuration = LintConfiguration()
        configuration.reading = ReadingContext(platform: .iOS, horizontalSizeClass: .regular, viewport: Size(width: 393, height: 852))
        let linter = Linter(configuration: configuration, readers: .standard)
        let alone = report(linter, panel, project: nil)
        XCTAssertTrue(alone.contains { $0.hasSuffix("popover-oversize") }, "500 pt is wider than the configured 393: \(alone)")
        XCTAssertEqual(report(linter, panel, project: index(context: configuration.reading)), alone)
    }

    func testAReadingIndexedInAnotherContextIsNotReused() {
        var configuration = LintConfiguration()
        configuration.reading = ReadingContext(platform: .iOS, horizontalSizeClass: .regular, viewport: Size(width: 393, height: 852))
        let configured = Linter(configuration: configuration, readers: .standard)
        let unconfigured = Linter(readers: .standard)
        XCTAssertNotEqual(report(configured, panel, project: nil), report(unconfigured, panel, project: nil))
        XCTAssertEqual(report(configured, panel, project: index()), report(configured, panel, project: nil),
                       "the index read the file for an iPad with no viewport; linting it for an iPhone reads it again")
    }
}
