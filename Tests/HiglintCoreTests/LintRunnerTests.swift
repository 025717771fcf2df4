import Foundation
import HiglintCore
import HiglintTestSupport
import XCTest

/// The parallel runner: whatever the number of workers, the window, and the order files are
/// found in, every file is linted once and delivered in report order with its own findings.
final class LintRunnerTests: XCTestCase {
    private struct Stop: Error, Equatable {}

    /// Files of the rule fixtures, copied under shuffled names into a scratch folder.
    private func scratchInputs(count: Int) throws -> [LintInput] {
        let folder = try ScratchFolder(for: self).url
        let sources = try FileManager.default.subpathsOfDirectory(atPath: Checkout.fixtures.appendingPathComponent("rules").path)
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted()
        XCTAssertGreaterThan(sources.count, 20)
        return try (0..<count).map { number in
            let source = sources[number % sources.count]
            let name = String(format: "%03d-", (number * 37) % count) + source.replacingOccurrences(of: "/", with: "_")
            let url = folder.appendingPathComponent(name)
            try FileManager.default.copyItem(at: Checkout.fixtures.appendingPathComponent("rules/\(source)"), to: url)
            return LintInput(displayPath: name, origin: .file(url.path), pathBytes: Array(url.path.utf8))
        }
    }

    private func byPath(_ found: [LintInput]) -> [Int] {
        found.indices.sorted { found[$0].displayPath < found[$1].displayPath }
    }

    func testEveryWorkerCountAndWindowDeliversTheSequentialResultsInReportOrder() throws {
        let inputs = try scratchInputs(count: 150)
        let linter = Linter()
        let sorted = inputs.sorted { $0.displayPath < $1.displayPath }
        let expected = sorted.map { input -> [Diagnostic] in
            linter.lint(bytes: Array(FileManager.default.contents(atPath: input.displayPathOnDisk)!), path: input.displayPath)
        }
        XCTAssertGreaterThan(expected.filter { !$0.isEmpty }.count, 30, "enough files with findings to tell them apart")
        XCTAssertGreaterThan(expected.filter(\.isEmpty).count, 10)
        for jobs in [1, 2, 4] {
            for window in [1, 3, 1024] {
                for lintWhileFinding in [true, false] {
                    var runner = LintRunner(linter: linter, jobs: jobs)
                    runner.window = window
                    var delivered: [(LintInput, LintRunner.Result)] = []
                    let reported = try runner.run(
                        find: { found in inputs.forEach(found) },  // found in an order unlike the report's
                        order: byPath,
                        lintWhileFinding: lintWhileFinding,
                        deliver: { delivered.append(($0, $1)) })
                    let label = "jobs \(jobs), window \(window), lint while finding: \(lintWhileFinding)"
                    XCTAssertEqual(reported.map(\.displayPath), sorted.map(\.displayPath), label)
                    XCTAssertEqual(delivered.map(\.0.displayPath), sorted.map(\.displayPath), label)
                    XCTAssertEqual(delivered.map(\.1.diagnostics), expected, label)
                    XCTAssertTrue(delivered.allSatisfy { $0.1.failure == nil }, label)
                }
            }
        }
    }

    func testOnlyTheFilesTheOrderNamesAreLintedAndDelivered() throws {
        let inputs = try scratchInputs(count: 40)
        let everyThird = { (found: [LintInput]) in self.byPath(found).enumerated().filter { $0.offset % 3 == 1 }.map(\.element) }
        let expected = everyThird(inputs).map { inputs[$0].displayPath }
        for jobs in [1, 3] {
            var delivered: [String] = []
            let reported = try LintRunner(linter: Linter(), jobs: jobs).run(
                find: { found in inputs.forEach(found) }, order: everyThird, lintWhileFinding: false,
                deliver: { input, _ in delivered.append(input.displayPath) })
            XCTAssertEqual(delivered, expected)
            XCTAssertEqual(reported.map(\.displayPath), expected)
        }
    }

    func testAFailedFindOrOrderDeliversNothingAndPassesTheErrorOn() throws {
        let inputs = try scratchInputs(count: 30)
        for jobs in [1, 2, 4] {
            var delivered = 0
            XCTAssertThrowsError(try LintRunner(linter: Linter(), jobs: jobs).run(
                find: { found in
                    inputs.prefix(20).forEach(found)
                    throw Stop()
                },
                order: byPath, deliver: { _, _ in delivered += 1 })) { XCTAssertEqual($0 as? Stop, Stop()) }
            XCTAssertThrowsError(try LintRunner(linter: Linter(), jobs: jobs).run(
                find: { found in inputs.forEach(found) },
                order: { _ in throw Stop() }, deliver: { _, _ in delivered += 1 })) { XCTAssertEqual($0 as? Stop, Stop()) }
            XCTAssertEqual(delivered, 0, "jobs \(jobs)")
        }
    }

    func testAFileThatCannotBeReadIsAFailureInItsPlace() throws {
        var inputs = try scratchInputs(count: 6)
        inputs.insert(LintInput(displayPath: "002-gone.yaml", origin: .file("/nonexistent/gone.yaml"),
                                pathBytes: Array("/nonexistent/gone.yaml".utf8)), at: 4)
        var delivered: [(String, String?)] = []
        _ = try LintRunner(linter: Linter(), jobs: 2).run(
            find: { found in inputs.forEach(found) }, order: byPath,
            deliver: { input, result in delivered.append((input.displayPath, result.failure)) })
        XCTAssertEqual(delivered.map(\.0), inputs.map(\.displayPath).sorted())
        XCTAssertEqual(delivered.compactMap(\.1), ["002-gone.yaml: no longer exists (removed while higlint ran?)"])
    }
}

private extension LintInput {
    var displayPathOnDisk: String {
        guard case .file(let path) = origin else { return "" }
        return path
    }
}
