import Foundation
@testable import HiglintCore
import HiglintSwiftSource
import XCTest

/// `--fix` over Swift files the run indexes first: a file is fixed from the bytes the index read,
/// so it is written only if nobody changed it since that read.
final class FixWithTheProjectTests: XCTestCase {
    /// Makes itself a popover in its own file.
    private let picker = DatePickerFiles.picker + "\n"

    /// Anchors the picker at the button's frame: `popover-arrow`, only because of the picker's file.
    private let presenter = DatePickerFiles.presenter.replacingOccurrences(
        of: "sourceView = dateButton\n",
        with: "sourceView = dateButton\n        picker.popoverPresentationController?.sourceRect = dateButton.frame\n") + "\n"

    private func fix(editingBeforeTheWrite edit: String?) throws -> (result: LintRunner.Result, text: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("higlint-fix-project-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let inputs = try [("DatePickerPopover.swift", picker), ("EventViewController.swift", presenter)].map { name, text in
            let url = folder.appendingPathComponent(name)
            try text.write(to: url, atomically: false, encoding: .utf8)
            return LintInput(displayPath: name, origin: .file(url.path), pathBytes: Array(url.path.utf8))
        }
        let linter = Linter(readers: .standard)
        var runner = LintRunner(linter: linter, jobs: 2)
        var fixing = FileFixing(mode: .write, includesUnsafe: false, readers: .standard, baseline: nil)
        if let edit {
            fixing.beforeWriting = { input in
                guard let handle = FileHandle(forWritingAtPath: String(decoding: input.pathBytes, as: UTF8.self)) else { return }
                handle.seekToEndOfFile()
                handle.write(Data(edit.utf8))
                handle.closeFile()
            }
        }
        runner.fixing = fixing
        var delivered: [String: LintRunner.Result] = [:]
        _ = try runner.run(find: { found in inputs.forEach(found) }, order: { Array($0.indices) },
                           deliver: { delivered[$0.displayPath] = $1 })
        let text = try String(contentsOf: folder.appendingPathComponent("EventViewController.swift"), encoding: .utf8)
        return (try XCTUnwrap(delivered["EventViewController.swift"]), text)
    }

    func testTheFixIsTheOneTheRunsLintFoundWithTheOtherFile() throws {
        let (result, text) = try fix(editingBeforeTheWrite: nil)
        XCTAssertNil(result.failure)
        XCTAssertEqual(result.fix, FileFix(fixedFindings: 1, changed: true))
        XCTAssertEqual(result.diagnostics, [], "linted again with the project: nothing left")
        XCTAssertEqual(text, presenter.replacingOccurrences(of: "dateButton.frame", with: "dateButton.bounds"))
    }

    func testAFileEditedAfterTheIndexReadItIsNotFixed() throws {
        let (result, text) = try fix(editingBeforeTheWrite: "// saved by hand while higlint ran\n")
        XCTAssertEqual(result.failure, "EventViewController.swift: not fixed: it changed while higlint read it; run --fix again; its findings are reported as they are")
        XCTAssertEqual(result.diagnostics.map(\.ruleID), ["popover-arrow"], "reported as it was")
        XCTAssertEqual(text, presenter + "// saved by hand while higlint ran\n", "the edit is not lost")
    }
}
