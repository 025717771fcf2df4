import Foundation
import HiglintTestSupport
#if canImport(Glibc)
import Glibc
#endif
import XCTest

/// `--fix` and `--diff` over a run of many files: each file is fixed by the worker that linted it,
/// with the run's project, and what the run says is the same whatever the number of workers.
final class FixRunCLITests: XCTestCase {
    private var folder: ScratchFolder!
    private var scratch: URL { folder.url }

    override func setUpWithError() throws {
        folder = try ScratchFolder(for: self)
    }

    private func put(_ data: Data, at path: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    private func fixture(_ path: String) throws -> Data {
        try Data(contentsOf: HiglintBinary.checkout.appendingPathComponent("Fixtures/\(path)"))
    }

    /// Every file under `folder`, by path, with its bytes.
    private func contents(of folder: URL) throws -> [String: Data] {
        let paths = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
        var files: [String: Data] = [:]
        for path in paths {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder)
            if !isFolder.boolValue { files[path] = try Data(contentsOf: folder.appendingPathComponent(path)) }
        }
        return files
    }

    /// A folder of many files: YAML with safe, unsafe and no fixes, Swift with fixes, Swift whose
    /// findings no fix applies to, and a read-only file that cannot be fixed.
    private func makeTree(in folder: URL) throws {
        let share = Data(Screens.share.utf8)
        for number in 0..<48 { try put(share, at: "screens/\(number % 6)/share-\(number).yaml", in: folder) }
        for name in ["arrow-directions.swift", "compact-adaptation.swift", "crlf-windows.swift", "source-rect-bounds.swift"] {
            for copy in 0..<3 { try put(try fixture("swift-fixes/\(name)"), at: "swift/\(copy)/\(name)", in: folder) }
        }
        for copy in 0..<5 { try put(try fixture("swift/popover-inside-popover.swift"), at: "nested/Nested\(copy).swift", in: folder) }
        try put(share, at: "screens/locked.yaml", in: folder)
        XCTAssertEqual(chmod(folder.appendingPathComponent("screens/locked.yaml").path, 0o444), 0)
    }

    func testFixAndDiffSayTheSameAndWriteTheSameFilesWithOneWorkerOrFour() throws {
        let one = scratch.appendingPathComponent("one"), four = scratch.appendingPathComponent("four")
        try makeTree(in: one)
        try makeTree(in: four)
        defer {
            chmod(one.appendingPathComponent("screens/locked.yaml").path, 0o644)
            chmod(four.appendingPathComponent("screens/locked.yaml").path, 0o644)
        }
        // 48 copies of `share` and the read-only one; 3 copies of Fixtures/swift-fixes (10 safe fixes
        // and 7 unsafe ones in 3 of its files each); 5 Swift files with findings no fix applies to.
        let summaries = [
            "--diff": "higlint: would fix 79 findings in 58 files; 70 more with --unsafe-fixes",  // as many as --fix leaves
            "--diff --unsafe-fixes": "higlint: would fix 149 findings in 61 files",
            "--fix": "higlint: fixed 78 findings in 57 files; 1 file not fixed (not written, see above); 70 more with --unsafe-fixes",
            "--fix --unsafe-fixes": "higlint: fixed 69 findings in 54 files; 1 file not fixed (not written, see above)",  // after --fix
        ]
        for arguments in [["--diff"], ["--diff", "--unsafe-fixes"], ["--fix"], ["--fix", "--unsafe-fixes"]] {
            let first = try HiglintBinary.run(arguments + ["--jobs", "1", "."], in: one)
            let second = try HiglintBinary.run(arguments + ["--jobs", "4", "."], in: four)
            let label = arguments.joined(separator: " ")
            XCTAssertEqual(first.stdout, second.stdout, label)
            XCTAssertEqual(first.stderr, second.stderr, label)
            XCTAssertEqual(first.status, second.status, label)
            XCTAssertEqual(try contents(of: one), try contents(of: four), "\(label): the files")
            // Something to compare: notes in report order, counts, and (with --fix) a file not written.
            let notes = first.stderr.split(separator: "\n").filter { $0.contains(": no fix applies:") }.map(String.init)
            XCTAssertEqual(notes, (0..<5).map { "./nested/Nested\($0).swift: no fix applies: none of its findings' rules has a fix (docs/fixes.md lists those that do)" },
                           "\(label): \(first.stderr)")
            XCTAssertTrue(first.stderr.contains(summaries[label]! + "\n"), "\(label): \(first.stderr)")
        }
        let fixed = try contents(of: one)
        let sheet = Data(Screens.share.replacingOccurrences(of: "compactAdaptation: none", with: "compactAdaptation: sheet")
            .replacingOccurrences(of: "      arrow: none\n", with: "").utf8)
        XCTAssertEqual(fixed.filter { $0.key.hasPrefix("screens/") && $0.value == sheet }.count, 48, "every copy fixed, safe and unsafe")
        XCTAssertEqual(fixed["screens/locked.yaml"], Data(Screens.share.utf8), "the read-only file is left as it was")
        for name in ["arrow-directions.swift", "compact-adaptation.swift", "crlf-windows.swift", "source-rect-bounds.swift"] {
            let expected = try fixture("swift-fixes/\(name).fixed")
            XCTAssertEqual((0..<3).map { fixed["swift/\($0)/\(name)"] }, Array(repeating: expected, count: 3), name)
        }
    }

    /// Makes itself a popover in its own file: a file that presents it presents a popover.
    private let picker = """
    import UIKit

    final class DatePickerPopover: UIViewController {
        init() {
            super.init(nibName: nil, bundle: nil)
            modalPresentationStyle = .popover
            preferredContentSize = CGSize(width: 320, height: 260)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    """

    /// Anchors the picker at the button's frame: a popover (`popover-arrow`, fixed to `bounds`)
    /// only because the picker's file makes it one.
    private let presenter = """
    import UIKit

    final class EventViewController: UIViewController {
        @IBOutlet private weak var dateButton: UIButton!

        @IBAction private func pickDate(_ sender: UIButton) {
            let picker = DatePickerPopover()
            if let popover = picker.popoverPresentationController {
                popover.sourceView = self.dateButton
                popover.sourceRect = self.dateButton.frame
            }
            self.present(picker, animated: true)
        }
    }

    """

    /// The fix of a finding that only the run's project shows (the presented controller is a
    /// popover because another file says so) is made as the lint reports it: `--fix` used to lint
    /// the file again on its own, found nothing to fix, and left it as it was.
    func testAFindingKnownFromAnotherFileIsFixedAsTheLintReportsIt() throws {
        try folder.write(picker, "DatePickerPopover.swift")
        try folder.write(presenter, "EventViewController.swift")
        let alone = try HiglintBinary.run(["EventViewController.swift"], in: scratch)
        XCTAssertFalse(alone.stdout.contains("[popover-arrow]"), "alone, the file presents no popover:\n\(alone.stdout)")
        let lint = try HiglintBinary.run(["."], in: scratch)
        XCTAssertTrue(lint.stdout.contains("EventViewController.swift:10:") && lint.stdout.contains("[popover-arrow]"), lint.stdout)

        let diff = try HiglintBinary.run(["--diff", "."], in: scratch)
        XCTAssertEqual(diff.status, 1, diff.stderr)
        XCTAssertTrue(diff.stdout.contains("""
        -            popover.sourceRect = self.dateButton.frame
        +            popover.sourceRect = self.dateButton.bounds
        """), diff.stdout)
        XCTAssertTrue(diff.stderr.contains("higlint: would fix 1 finding in 1 file"), diff.stderr)

        let fix = try HiglintBinary.run(["--fix", "."], in: scratch)
        XCTAssertTrue(fix.stderr.contains("higlint: fixed 1 finding in 1 file"), fix.stderr)
        XCTAssertFalse(fix.stdout.contains("[popover-arrow]"), "nothing left to report:\n\(fix.stdout)")
        XCTAssertEqual(try String(contentsOf: scratch.appendingPathComponent("EventViewController.swift"), encoding: .utf8),
                       presenter.replacingOccurrences(of: "self.dateButton.frame", with: "self.dateButton.bounds"))
        XCTAssertEqual(try String(contentsOf: scratch.appendingPathComponent("DatePickerPopover.swift"), encoding: .utf8), picker)
    }
}
