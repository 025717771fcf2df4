import HiglintCore
import XCTest

/// `higlint popovers`' line for each popover: what it says of a compact width.
final class PopoverListingTests: XCTestCase {
    private func lines(_ yaml: String) -> [String] {
        var linter = Linter(configuration: LintConfiguration())
        linter.recordsPopovers = true
        return linter.lintFile(bytes: Array(yaml.utf8), path: "screen.yaml").popovers.map(\.summaryLine)
    }

    private func screen(_ platform: String, _ presents: String) -> String {
        """
        screen: Inspector
        platform: \(platform)
        elements:
          - id: info
            type: button
            presents:
        \(presents)
        """
    }

    /// A Mac has no size classes: an NSPopover never adapts to a compact width, so its line says
    /// nothing of one; on an iPad the same popover's adaptation is listed.
    func testAMacPopoverSaysNothingOfACompactWidth() throws {
        let popover = "      type: popover\n      size: {width: 300, height: 200}"
        let mac = try XCTUnwrap(lines(screen("macOS", popover)).first)
        XCTAssertFalse(mac.contains("compact width"), mac)
        XCTAssertTrue(mac.contains("read as macOS regular; from button 'info'; size 300×200"), mac)
        let iPad = try XCTUnwrap(lines(screen("iPadOS", popover)).first)
        XCTAssertTrue(iPad.contains("; compact width: not said (adapts to a sheet);"), iPad)
        let kept = try XCTUnwrap(lines(screen("iPadOS", popover + "\n      compactAdaptation: none")).first)
        XCTAssertTrue(kept.contains("; compact width: stays a popover;"), kept)
    }
}
