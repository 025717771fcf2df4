import Foundation
import HiglintTestSupport
import XCTest

/// Fixtures/joins/<case>/ is a small project linted from inside it (`higlint .`), as a team runs
/// higlint on its sources: configuration's `platform`, `sizeClass` and `viewport` for storyboards
/// and Swift, and popover content followed into another Swift file. `expected.txt` is the whole
/// report; `fires-*` cases report something, `passes-*` cases nothing.
final class JoinsFixtureTests: XCTestCase {
    private static let base = HiglintBinary.checkout.appendingPathComponent("Fixtures/joins")

    private func cases() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: Self.base, includingPropertiesForKeys: nil)
            .filter(\.hasDirectoryPath)
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    func testEachCaseReportsExactlyWhatItExpects() throws {
        let folders = try cases()
        XCTAssertTrue(folders.contains { $0.lastPathComponent.hasPrefix("fires-") })
        XCTAssertTrue(folders.contains { $0.lastPathComponent.hasPrefix("passes-") })
        for folder in folders {
            let name = folder.lastPathComponent
            let expected = try String(contentsOf: folder.appendingPathComponent("expected.txt"), encoding: .utf8)
            if name.hasPrefix("fires-") { XCTAssertFalse(expected.isEmpty, "\(name): a fires- case expects a finding") }
            if name.hasPrefix("passes-") { XCTAssertEqual(expected, "", "\(name): a passes- case expects nothing") }
            // The report is the same however many files are linted at once.
            for jobs in ["1", "2"] {
                let run = try HiglintBinary.run(["--color", "never", "--jobs", jobs, "."], in: folder)
                XCTAssertEqual(run.stdout, expected, "\(name) with --jobs \(jobs)")
                XCTAssertEqual(run.status, expected.contains(": error: ") ? 1 : 0, "\(name): \(run.stderr)")
            }
        }
    }

    func testShardsTogetherReportWhatOneRunReports() throws {
        for folder in try cases() where folder.lastPathComponent.hasPrefix("fires-") {
            let expected = try String(contentsOf: folder.appendingPathComponent("expected.txt"), encoding: .utf8)
            var lines: [Substring] = []
            for shard in ["1/2", "2/2"] {
                lines += try HiglintBinary.run(["--color", "never", "--shard", shard, "."], in: folder).stdout.split(separator: "\n")
            }
            XCTAssertEqual(lines.sorted(), expected.split(separator: "\n").sorted(), folder.lastPathComponent)
        }
    }
}

/// A view shown as popover content from two files of the run is one view: what is wrong inside
/// it is reported once, in its own file, however many files show it and however many workers lint.
final class SharedContentTests: XCTestCase {
    private func presenter(_ name: String, _ title: String) -> String {
        """
        import SwiftUI

        struct \(name): View {
            @State private var shown = false
            var body: some View {
                Button("\(title)") { shown = true }
                    .popover(isPresented: $shown) {
                        SharedOptions()
                    }
            }
        }

        """
    }

    private let shared = """
        import SwiftUI

        struct SharedOptions: View {
            @State private var more = false
            var body: some View {
                Button("More") { more = true }
                    .popover(isPresented: $more) {
                        Text("More options")
                    }
            }
        }

        """

    func testAFindingInsideAViewShownFromTwoFilesIsReportedOnce() throws {
        let folder = try ScratchFolder(for: self)
        try folder.write(presenter("FilterButton", "Filter"), "FilterButton.swift")
        try folder.write(presenter("SortButton", "Sort"), "SortButton.swift")
        try folder.write(shared, "SharedOptions.swift")
        for jobs in ["1", "2"] {
            let run = try folder.run(["--color", "never", "--jobs", jobs, "."])
            let lines = run.stdout.split(separator: "\n")
            XCTAssertEqual(lines.count, 1, "with --jobs \(jobs): \(run.stdout)")
            XCTAssertTrue(lines.first?.hasPrefix("./SharedOptions.swift:7:") == true, run.stdout)
            XCTAssertTrue(lines.first?.hasSuffix("[popover-nested]") == true, run.stdout)
            XCTAssertTrue(run.stderr.contains("1 error"), run.stderr)
        }
    }
}

/// `--format html` draws a file's screens as the run read them, with the other files of the run:
/// a storyboard scene beside its Swift class at the size the class sets.
final class JoinDrawingTests: XCTestCase {
    private static let sizedInCode = HiglintBinary.checkout.appendingPathComponent("Fixtures/joins/fires-storyboard-size-set-in-code")

    /// The first popover of each picture on a page, as the picture describes it (`popover 'Name', W×H`).
    private func drawnPopovers(_ html: String) -> [String] {
        html.split(separator: "\n").filter { $0.hasPrefix("<desc ") }.compactMap { line in
            guard let start = line.range(of: "popover '"), let end = line[start.lowerBound...].range(of: " points") else { return nil }
            return String(line[start.lowerBound..<end.lowerBound])
        }
    }

    /// A storyboard scene whose class sets `preferredContentSize` is judged at that size, and
    /// drawn at it: the finding the class's size causes is placed in the Swift file, and its
    /// section draws the storyboard's screen with the popover linked to it.
    func testAStoryboardBesideItsClassIsDrawnAtTheSizeTheClassSets() throws {
        for jobs in ["1", "2"] {
            let run = try HiglintBinary.run(["--format", "html", "--jobs", jobs, "."], in: Self.sizedInCode)
            XCTAssertEqual(drawnPopovers(run.stdout), ["popover 'FilterViewController', 780×1023"], "with --jobs \(jobs)")
            XCTAssertTrue(run.stdout.contains("<h3 id=\"file-1\">./FilterViewController.swift</h3>\n<figure id=\"s-1-1\""), run.stdout)
            XCTAssertTrue(run.stdout.contains("<a href=\"#f-1-1\"><g id=\"s-1-1-e2\" class=\"popover"), run.stdout)
        }
    }

    /// The storyboard's own finding draws its scene at the class's size too; without the class
    /// beside it, at the size designed in the storyboard.
    func testAStoryboardsOwnFindingDrawsThePopoverAtItsClassSize() throws {
        let folder = try ScratchFolder(for: self)
        // The old Popover segue: a finding in the storyboard itself, whatever the popover's size.
        let storyboard = try String(contentsOf: Self.sizedInCode.appendingPathComponent("Library.storyboard"), encoding: .utf8)
            .replacingOccurrences(of: "kind=\"popoverPresentation\"", with: "kind=\"popover\"")
        try folder.write(storyboard, "Library.storyboard")
        try folder.write("""
            import UIKit

            final class FilterViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    self.preferredContentSize = CGSize(width: 500, height: 600)
                }
            }

            """, "FilterViewController.swift")
        let beside = try folder.run(["--format", "html", "."])
        XCTAssertTrue(beside.stdout.contains("<h3 id=\"file-1\">./Library.storyboard</h3>"), beside.stdout)
        XCTAssertEqual(drawnPopovers(beside.stdout), ["popover 'FilterViewController', 500×600"])
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("FilterViewController.swift"))
        let alone = try folder.run(["--format", "html", "."])
        XCTAssertEqual(drawnPopovers(alone.stdout), ["popover 'FilterViewController', 320×240"])
    }
}
