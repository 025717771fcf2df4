import Foundation
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
