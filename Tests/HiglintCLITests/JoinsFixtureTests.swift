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

    /// The popovers a run's summary line counts (`higlint: 3 files, 2 popovers, …`).
    static func popoverCount(_ stderr: String) -> Int? {
        guard let range = stderr.range(of: #"[0-9]+ popovers?"#, options: .regularExpression) else { return nil }
        return Int(stderr[range].prefix { $0.isNumber })
    }

    /// However the files are split over a CI matrix, the shards together report what one run
    /// reports, each finding once (one that a file's linting places in another file included),
    /// and their popover counts add up to the run's.
    func testShardsTogetherReportWhatOneRunReports() throws {
        for folder in try cases() {
            let name = folder.lastPathComponent
            let expected = try String(contentsOf: folder.appendingPathComponent("expected.txt"), encoding: .utf8)
            let whole = try HiglintBinary.run(["--color", "never", "--jobs", "1", "."], in: folder)
            let popovers = try XCTUnwrap(Self.popoverCount(whole.stderr), whole.stderr)
            for count in [2, 3] {
                var lines: [Substring] = []
                var counted = 0
                for index in 1...count {
                    let run = try HiglintBinary.run(["--color", "never", "--shard", "\(index)/\(count)", "."], in: folder)
                    lines += run.stdout.split(separator: "\n")
                    counted += try XCTUnwrap(Self.popoverCount(run.stderr), run.stderr)
                }
                XCTAssertEqual(lines.sorted(), expected.split(separator: "\n").sorted(), "\(name) in \(count) shards")
                XCTAssertEqual(counted, popovers, "\(name): popovers counted in \(count) shards")
            }
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

    /// On a CI matrix the two files that show the view and the view's own file are linted by three
    /// shards: the view's shard reports the finding inside it (it lints the files that show the
    /// view for that), the other two leave it to that shard.
    func testAViewShownFromTwoShardsIsReportedByTheShardThatLintsIt() throws {
        let folder = try ScratchFolder(for: self)
        try folder.write(presenter("FilterButton", "Filter"), "FilterButton.swift")
        try folder.write(presenter("SortButton", "Sort"), "SortButton.swift")
        try folder.write(shared, "SharedOptions.swift")
        // Report order: FilterButton, SharedOptions, SortButton — one file a shard.
        var reported: [String: [Substring]] = [:]
        for shard in ["1/3", "2/3", "3/3"] {
            let run = try folder.run(["--color", "never", "--shard", shard, "."])
            reported[shard] = run.stdout.split(separator: "\n")
            XCTAssertEqual(run.status, shard == "2/3" ? 1 : 0, "\(shard): \(run.stdout)\(run.stderr)")
            XCTAssertTrue(run.stderr.contains("1 file, 1 popover"), "\(shard): \(run.stderr)")
        }
        XCTAssertEqual(reported["1/3"], [])
        XCTAssertEqual(reported["3/3"], [])
        XCTAssertEqual(reported["2/3"]?.count, 1)
        XCTAssertTrue(reported["2/3"]?.first?.hasPrefix("./SharedOptions.swift:7:") == true, "\(reported)")
    }
}

/// A storyboard scene's Swift class, joined from two storyboards linted by other shards: the
/// finding the class's code causes is placed in the Swift file, and only that file's shard reports
/// it, with the scene drawn beside it.
final class ShardPlacementTests: XCTestCase {
    private static let sizedInCode = HiglintBinary.checkout.appendingPathComponent("Fixtures/joins/fires-storyboard-size-set-in-code")

    func testAClassJoinedFromTwoStoryboardsOfOtherShardsIsReportedOnce() throws {
        let folder = try ScratchFolder(for: self)
        let storyboard = try String(contentsOf: Self.sizedInCode.appendingPathComponent("Library.storyboard"), encoding: .utf8)
        try folder.write(storyboard, "Library.storyboard")
        try folder.write(storyboard, "Shelf.storyboard")
        let swift = try String(contentsOf: Self.sizedInCode.appendingPathComponent("FilterViewController.swift"), encoding: .utf8)
        try folder.write(swift, "FilterViewController.swift")
        let whole = try folder.run(["--color", "never", "."])
        XCTAssertEqual(whole.stdout.split(separator: "\n").count, 1, whole.stdout)
        XCTAssertTrue(whole.stdout.hasPrefix("./FilterViewController.swift:"), whole.stdout)
        // Report order: FilterViewController.swift, Library.storyboard, Shelf.storyboard.
        let shards = try (1...3).map { try folder.run(["--color", "never", "--shard", "\($0)/3", "."]) }
        XCTAssertEqual(shards.map(\.stdout), [whole.stdout, "", ""])
        XCTAssertEqual(shards.map(\.status), [0, 0, 0])
        let counts = shards.compactMap { JoinsFixtureTests.popoverCount($0.stderr) }
        XCTAssertEqual(counts.reduce(0, +), JoinsFixtureTests.popoverCount(whole.stderr))
        // The page of the shard that reports it draws the scene the finding is about.
        let page = try folder.run(["--format", "html", "--shard", "1/3", "."])
        XCTAssertTrue(page.stdout.contains("<h3 id=\"file-1\">./FilterViewController.swift</h3>\n<figure"), page.stdout)
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
