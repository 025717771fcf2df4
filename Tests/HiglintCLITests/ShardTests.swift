import Foundation
import XCTest

/// `--shard K/N` for CI matrices, and `--jobs N` streaming: end to end through the binary.
final class ShardTests: XCTestCase {
    private var scratch: URL!
    private var cli: ShardTests { self }

    func higlint(_ arguments: [String], in directory: URL) throws -> BinaryRun {
        try HiglintBinary.run(arguments, in: directory)
    }

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("higlint-shard-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        // 23 files in nested folders, most with findings, one broken, one clean.
        for index in 0..<23 {
            let folder = scratch.appendingPathComponent("designs/area-\(index % 4)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let text: String
            switch index {
            case 7: text = "screen: [\n"
            case 11: text = Screens.clean
            default: text = index % 3 == 0 ? Screens.warningOnly : Screens.withError
            }
            try text.write(to: folder.appendingPathComponent("screen-\(index).yaml"), atomically: true, encoding: .utf8)
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    private func lines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init)
    }

    private func files(ofJSONReport text: String) throws -> (files: Int, diagnostics: [String]) {
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let diagnostics = try XCTUnwrap(report["diagnostics"] as? [[String: Any]])
        let summary = try XCTUnwrap(report["summary"] as? [String: Int])
        return (summary["files"] ?? -1, diagnostics.map { "\($0["file"]!):\($0["line"]!):\($0["column"]!):\($0["rule"]!)" })
    }

    func testShardsAreDisjointBalancedAndTogetherTheFullRun() throws {
        let full = try cli.higlint(["--format", "json", "designs"], in: scratch)
        XCTAssertEqual(full.status, 1)
        let whole = try files(ofJSONReport: full.stdout)
        XCTAssertEqual(whole.files, 23)

        for count in [1, 2, 3, 5, 30] {
            var union: [String] = []
            var fileCounts: [Int] = []
            for index in 1...count {
                let run = try cli.higlint(["--format", "json", "--shard", "\(index)/\(count)", "designs"], in: scratch)
                XCTAssertNotEqual(run.status, 2, run.stderr)
                let part = try files(ofJSONReport: run.stdout)
                fileCounts.append(part.files)
                union += part.diagnostics
            }
            XCTAssertEqual(fileCounts.reduce(0, +), 23, "every file in exactly one of \(count) shards")
            XCTAssertLessThanOrEqual(fileCounts.max()! - fileCounts.min()!, 1, "balanced: \(fileCounts)")
            XCTAssertEqual(union.sorted(), whole.diagnostics.sorted(), "\(count) shards together are the full run")
            XCTAssertEqual(Set(union).count, union.count, "no diagnostic twice")
        }
    }

    func testTextShardsConcatenateToTheFullTextReport() throws {
        let full = try cli.higlint(["--jobs", "1", "designs"], in: scratch)
        var joined = ""
        for index in 1...3 {
            joined += try cli.higlint(["--shard", "\(index)/3", "designs"], in: scratch).stdout
        }
        XCTAssertEqual(lines(joined).sorted(), lines(full.stdout).sorted())
    }

    func testTheSameShardIsTheSameEveryTime() throws {
        let first = try cli.higlint(["--shard", "2/3", "designs"], in: scratch)
        let second = try cli.higlint(["--shard", "2/3", "--jobs", "3", "designs"], in: scratch)
        XCTAssertEqual(first.stdout, second.stdout)
        XCTAssertFalse(first.stdout.isEmpty)
    }

    func testBadShardsAreExitTwoWithOneLine() throws {
        for value in ["0/3", "4/3", "x", "1/0", "-1/3", "1/3/5", "/3", "2/", ""] {
            let run = try cli.higlint(["--shard", value, "designs"], in: scratch)
            XCTAssertEqual(run.status, 2, value)
            XCTAssertEqual(run.stdout, "", value)
            XCTAssertEqual(lines(run.stderr).count, 1, "\(value): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains("--shard"), run.stderr)
        }
    }

    func testStreamedTextIsTheSameForAnyNumberOfWorkers() throws {
        let one = try cli.higlint(["--jobs", "1", "designs"], in: scratch)
        XCTAssertEqual(one.status, 1)
        XCTAssertFalse(one.stdout.isEmpty)
        for jobs in ["2", "3", "8"] {
            let many = try cli.higlint(["--jobs", jobs, "designs"], in: scratch)
            XCTAssertEqual(many.stdout, one.stdout, "--jobs \(jobs)")
            XCTAssertEqual(many.stderr, one.stderr, "--jobs \(jobs)")
            XCTAssertEqual(many.status, one.status)
        }
        // The text report is sorted by file, line and column, as collected reports are.
        let places = lines(one.stdout).map { line -> (String, Int, Int) in
            let parts = line.split(separator: ":")
            return (String(parts[0]), Int(parts[1])!, Int(parts[2])!)
        }
        XCTAssertEqual(places.map { "\($0)" }, places.sorted { $0 < $1 }.map { "\($0)" })
    }

    func testStreamedTextGoesToTheOutputFileToo() throws {
        let direct = try cli.higlint(["--jobs", "2", "designs"], in: scratch)
        let output = scratch.appendingPathComponent("report.txt")
        let run = try cli.higlint(["--jobs", "2", "--output", output.path, "designs"], in: scratch)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(try String(contentsOf: output, encoding: .utf8), direct.stdout)
    }

    /// The walk finds `designs/area-0/…` before `designs/area-0.yaml`, which sorts first ('.' is
    /// before '/'): files linted while the walk goes on are still reported in path order.
    func testFilesFoundOutOfReportOrderAreReportedInPathOrder() throws {
        try Screens.withError.write(to: scratch.appendingPathComponent("designs/area-0.yaml"), atomically: true, encoding: .utf8)
        let one = try cli.higlint(["--jobs", "1", "designs"], in: scratch)
        XCTAssertEqual(lines(one.stdout).first?.hasPrefix("designs/area-0.yaml:"), true, one.stdout)
        for jobs in ["2", "3"] {
            let many = try cli.higlint(["--jobs", jobs, "designs"], in: scratch)
            XCTAssertEqual(many.stdout, one.stdout, "--jobs \(jobs)")
            XCTAssertEqual(many.status, 1)
            let json = try cli.higlint(["--jobs", jobs, "--format", "json", "designs"], in: scratch)
            XCTAssertEqual(try files(ofJSONReport: json.stdout).diagnostics.first?.hasPrefix("designs/area-0.yaml:"), true)
        }
    }

    /// Linting starts while paths are still being walked; a later path that does not exist
    /// still ends the run with exit status 2 before any report is written.
    func testAMissingPathAfterAFolderWritesNoReport() throws {
        let output = scratch.appendingPathComponent("report.txt")
        for jobs in ["1", "2"] {
            let run = try cli.higlint(["--jobs", jobs, "--output", output.path, "designs", "missing.yaml"], in: scratch)
            XCTAssertEqual(run.status, 2)
            XCTAssertEqual(run.stdout, "")
            XCTAssertTrue(run.stderr.contains("missing.yaml"), run.stderr)
            XCTAssertFalse(FileManager.default.fileExists(atPath: output.path), "--jobs \(jobs)")
        }
    }
}
