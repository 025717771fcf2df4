import Foundation
import XCTest

/// Storyboards through the binary as a team meets them: found by a folder walk, in every report
/// format, and kept quiet by a baseline that survives Xcode's edits elsewhere in the file.
final class InterfaceBuilderCLITests: XCTestCase {
    private var folder: URL!
    private let example = HiglintBinary.checkout.appendingPathComponent("Fixtures/examples/ipad-library.storyboard")

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("higlint-ib-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("designs"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: example, to: folder.appendingPathComponent("designs/Library.storyboard"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func run(_ arguments: [String]) throws -> BinaryRun {
        try HiglintBinary.run(arguments, in: folder)
    }

    func testAFolderWalkLintsStoryboards() throws {
        let run = try run(["designs"])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, "designs/Library.storyboard:49:37: error: This popover emerges from inside popover 'Filter'; "
            + "close the open popover first instead of cascading them. [popover-nested]\n")
    }

    func testEveryReportFormatCarriesTheStoryboardFinding() throws {
        for format in ["json", "sarif", "junit", "checkstyle", "github", "gitlab"] {
            let run = try run(["--format", format, "designs"])
            XCTAssertEqual(run.status, 1, format)
            XCTAssertTrue(run.stdout.contains("designs/Library.storyboard"), "\(format): \(run.stdout)")
            XCTAssertTrue(run.stdout.contains("49"), "\(format): \(run.stdout)")
            XCTAssertTrue(run.stdout.contains("popover-nested"), "\(format): \(run.stdout)")
        }
    }

    func testABaselineSurvivesEditsElsewhereAndCatchesANewFinding() throws {
        XCTAssertEqual(try run(["--write-baseline", "baseline.json", "designs"]).status, 0)
        XCTAssertEqual(try run(["--baseline", "baseline.json", "designs"]).status, 0)

        // Xcode moves things: ten lines more above the finding, and a new popover segue out of the
        // Sort Order popover's scene.
        let url = folder.appendingPathComponent("designs/Library.storyboard")
        var text = try String(contentsOf: url, encoding: .utf8)
        text = text.replacingOccurrences(of: "    <scenes>\n", with: "    <scenes>\n" + String(repeating: "        <!--moved-->\n", count: 10))
        let segue = #"<connections><segue destination="Lib-VC-001" kind="popoverPresentation" popoverAnchorView="Ord-PK-001" id="New-SG-001"/></connections>"#
        XCTAssertTrue(text.contains("</pickerView>"))
        try text.replacingOccurrences(of: "</pickerView>", with: segue + "\n</pickerView>").write(to: url, atomically: true, encoding: .utf8)
        let run = try run(["--baseline", "baseline.json", "designs"])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, "designs/Library.storyboard:83:42: error: This popover emerges from inside popover 'SortOrder'; "
            + "close the open popover first instead of cascading them. [popover-nested]\n")
        XCTAssertTrue(run.stderr.contains("the baseline hid 1 finding"), run.stderr)
    }
}
