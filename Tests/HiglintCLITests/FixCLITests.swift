import Foundation
import XCTest

/// `lint --fix`, `--unsafe-fixes` and `--diff` as people run them: files written in place
/// (atomically, keeping permissions and links), what is left reported, diffs that change nothing.
final class FixCLITests: XCTestCase {
    private var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("higlint-fix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    private func write(_ text: String, to name: String) throws -> URL {
        let url = scratch.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    private func read(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    /// A safe fix (compactAdaptation), an unsafe one (arrow: none) and a finding with no fix.
    static let share = """
    # The share popover
    screen: Share
    platform: iOS
    elements:
      - id: share
        type: button
        presents:
          type: popover
          compactAdaptation: none   # stays a popover
          arrow: none
          purpose: warning

    """

    func testFixWritesSafeFixesReportsWhatIsLeftAndChangesNothingTheSecondTime() throws {
        let file = try write(Self.share, to: "share.yaml")
        chmod(file.path, 0o640)
        let run = try HiglintBinary.run(["--fix", file.path])
        XCTAssertEqual(try read(file), Self.share.replacingOccurrences(of: "compactAdaptation: none", with: "compactAdaptation: sheet"))
        XCTAssertTrue(run.stderr.contains("higlint: fixed 1 finding in 1 file; 1 more with --unsafe-fixes"), run.stderr)
        XCTAssertFalse(run.stdout.contains("popover-in-compact"), run.stdout)
        XCTAssertTrue(run.stdout.contains("[popover-no-arrow]") && run.stdout.contains("[popover-warning]"), run.stdout)
        XCTAssertEqual(run.status, 0, "only warnings are left")
        var info = stat()
        XCTAssertEqual(stat(file.path, &info), 0)
        XCTAssertEqual(info.st_mode & 0o777, 0o640, "the file keeps its permissions")

        let second = try HiglintBinary.run(["--fix", file.path])
        XCTAssertTrue(second.stderr.contains("higlint: fixed 0 findings in 0 files"), second.stderr)
        XCTAssertEqual(try read(file), Self.share.replacingOccurrences(of: "compactAdaptation: none", with: "compactAdaptation: sheet"))

        let unsafe = try HiglintBinary.run(["--fix", "--unsafe-fixes", file.path])
        XCTAssertTrue(unsafe.stderr.contains("higlint: fixed 1 finding in 1 file"), unsafe.stderr)
        XCTAssertFalse(try read(file).contains("arrow"))
        XCTAssertFalse(unsafe.stdout.contains("popover-no-arrow"), unsafe.stdout)
    }

    func testFixWritesThroughASymbolicLink() throws {
        let file = try write(Self.share, to: "real.yaml")
        let link = scratch.appendingPathComponent("link.yaml")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: file)
        _ = try HiglintBinary.run(["--fix", link.path])
        XCTAssertTrue(try read(file).contains("compactAdaptation: sheet"))
        let kind = try FileManager.default.attributesOfItem(atPath: link.path)[.type] as? FileAttributeType
        XCTAssertEqual(kind, .typeSymbolicLink, "the link stays a link")
    }

    func testDiffPrintsAUnifiedDiffAndChangesNothing() throws {
        let file = try write(Self.share, to: "share.yaml")
        let run = try HiglintBinary.run(["--diff", file.path])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, """
        --- a/\(file.path.dropFirst())
        +++ b/\(file.path.dropFirst())
        @@ -6,6 +6,6 @@
             type: button
             presents:
               type: popover
        -      compactAdaptation: none   # stays a popover
        +      compactAdaptation: sheet   # stays a popover
               arrow: none
               purpose: warning

        """)
        XCTAssertEqual(try read(file), Self.share)
        XCTAssertTrue(run.stderr.contains("would fix 1 finding in 1 file"), run.stderr)
        let unsafe = try HiglintBinary.run(["--diff", "--unsafe-fixes", file.path])
        XCTAssertTrue(unsafe.stdout.contains("-      arrow: none\n"), unsafe.stdout)
        _ = try HiglintBinary.run(["--fix", "--unsafe-fixes", file.path])
        let clean = try HiglintBinary.run(["--diff", file.path])
        XCTAssertEqual(clean.status, 0)
        XCTAssertEqual(clean.stdout, "")
    }

    func testFixOnStandardInputWritesTheFixedTextToStandardOutput() throws {
        let run = try HiglintBinary.run(["--fix", "--stdin-filename", "share.yaml", "-"], stdin: Self.share)
        XCTAssertEqual(run.stdout, Self.share.replacingOccurrences(of: "compactAdaptation: none", with: "compactAdaptation: sheet"))
        XCTAssertTrue(run.stderr.contains("[popover-no-arrow]"), run.stderr)
        XCTAssertEqual(run.status, 0)
    }

    /// Only what `lint` reports is fixed: not what a baseline hides.
    func testFindingsTheBaselineHidesAreNotFixed() throws {
        let file = try write(Self.share, to: "share.yaml")
        let baseline = scratch.appendingPathComponent("baseline.json").path
        _ = try HiglintBinary.run(["--write-baseline", baseline, file.path])
        let run = try HiglintBinary.run(["--fix", "--unsafe-fixes", "--baseline", baseline, file.path])
        XCTAssertEqual(try read(file), Self.share, run.stderr)
        XCTAssertTrue(run.stderr.contains("higlint: fixed 0 findings in 0 files"), run.stderr)
    }

    /// A file with findings that no fix applies to is named once, with the reason: Interface
    /// Builder and Swift get no fixes, and not every rule has one; a clean file is not named.
    func testFixAndDiffSayOnceWhyNoFixApplies() throws {
        let checkout = HiglintBinary.checkout
        let storyboard = scratch.appendingPathComponent("Sizes.storyboard")
        try FileManager.default.copyItem(at: checkout.appendingPathComponent("Fixtures/interface-builder/iphone-size-classes.storyboard"), to: storyboard)
        let swift = scratch.appendingPathComponent("Kept.swift")
        try FileManager.default.copyItem(at: checkout.appendingPathComponent("Fixtures/swift/iphone-popover-kept-in-compact.swift"), to: swift)
        _ = try write("screen: A\nplatform: iPadOS\nelements: []\n", to: "clean.yaml")
        let before = try read(storyboard)
        for flag in ["--diff", "--fix"] {
            let run = try HiglintBinary.run([flag, "Sizes.storyboard", "Kept.swift", "clean.yaml"], in: scratch)
            let lines = run.stderr.split(separator: "\n").map(String.init)
            XCTAssertEqual(lines.filter { $0 == "Sizes.storyboard: no fix applies: Interface Builder files get no fixes; make the changes the findings say in Xcode" }.count,
                           1, "\(flag): \(run.stderr)")
            XCTAssertEqual(lines.filter { $0 == "Kept.swift: no fix applies: Swift files get no fixes; change the code as the findings say" }.count,
                           1, "\(flag): \(run.stderr)")
            XCTAssertFalse(run.stderr.contains("clean.yaml"), run.stderr)
            XCTAssertEqual(try read(storyboard), before)
        }
    }

    func testMeaninglessCombinationsAreExitStatusTwo() throws {
        let file = try write(Self.share, to: "share.yaml")
        for arguments in [["--unsafe-fixes", file.path], ["--fix", "--diff", file.path], ["--fix", "-", file.path],
                          ["--diff", "--output", scratch.appendingPathComponent("r.txt").path, file.path]] {
            let run = try HiglintBinary.run(arguments, stdin: "")
            XCTAssertEqual(run.status, 2, "\(arguments): \(run.stderr)")
            XCTAssertTrue(run.stderr.hasPrefix("higlint: "), run.stderr)
        }
        XCTAssertEqual(try read(file), Self.share)
    }
}
