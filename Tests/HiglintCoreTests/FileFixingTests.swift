import Foundation
@testable import HiglintCore
import HiglintTestSupport
import XCTest

/// `--fix` as the runner's workers do it: the worker that read and linted a file fixes it from
/// those bytes, and writes it only if nobody changed it since that read.
final class FileFixingTests: XCTestCase {
    /// A popover with no dismiss setting: `popover-save-on-dismiss`, whose safe fix adds one.
    private let notes = """
    screen: Notes
    platform: iPadOS
    elements:
      - id: add
        type: barButton
        presents:
          type: popover
          content:
            - {id: note, type: textView}

    """

    private func scratchFile(_ text: String) throws -> (URL, LintInput) {
        let folder = try ScratchFolder(for: self).url
        let url = folder.appendingPathComponent("notes.yaml")
        try text.write(to: url, atomically: false, encoding: .utf8)
        return (url, LintInput(displayPath: "notes.yaml", origin: .file(url.path), pathBytes: Array(url.path.utf8)))
    }

    private func runner(editing edit: (@Sendable (URL) -> Void)?, at url: URL) -> LintRunner {
        var runner = LintRunner(linter: Linter(), jobs: 1)
        var fixing = FileFixing(mode: .write, includesUnsafe: false, readers: .core, baseline: nil)
        if let edit { fixing.beforeWriting = { _ in edit(url) } }
        runner.fixing = fixing
        return runner
    }

    func testAFileEditedAfterTheRunnerReadItIsNotFixedAndTheEditIsKept() throws {
        let (url, input) = try scratchFile(notes)
        let edited = notes + "# saved by hand while higlint ran\n"
        // Between the worker's read and its write, as a person saving in an editor might.
        let result = runner(editing: { url in try? edited.write(to: url, atomically: false, encoding: .utf8) }, at: url).lint(input)
        XCTAssertEqual(result.failure, "notes.yaml: not fixed: it changed while higlint read it; run --fix again; its findings are reported as they are")
        XCTAssertEqual(result.diagnostics.map(\.ruleID), ["popover-save-on-dismiss"], "the finding is reported as it was")
        XCTAssertEqual(result.fix, FileFix(notFixed: true))
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), edited, "the edit is not lost")
    }

    func testAFileLeftAloneIsFixedFromTheBytesTheRunnerReadAndWhatIsLeftReported() throws {
        let (url, input) = try scratchFile(notes)
        let result = runner(editing: nil, at: url).lint(input)
        XCTAssertNil(result.failure)
        XCTAssertEqual(result.diagnostics, [], "linted again from the fixed text")
        XCTAssertEqual(result.fix, FileFix(fixedFindings: 1, changed: true))
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8),
                       notes.replacingOccurrences(of: "      content:", with: "      dismiss:\n        outsideTap: save\n      content:"))
    }

    func testADiffIsRenderedByTheWorkerAndTheResultCarriesNothingElse() throws {
        let (url, input) = try scratchFile(notes)
        var runner = LintRunner(linter: Linter(), jobs: 1)
        runner.fixing = FileFixing(mode: .diff, includesUnsafe: false, readers: .core, baseline: nil)
        let result = runner.lint(input)
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.fix?.fixedFindings, 1)
        XCTAssertTrue(result.fix?.diff?.contains("+      dismiss:\n+        outsideTap: save\n") == true, result.fix?.diff ?? "no diff")
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), notes, "--diff changes nothing")
    }
}
