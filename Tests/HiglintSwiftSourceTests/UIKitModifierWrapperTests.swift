import HiglintCore
@testable import HiglintSwiftSource
import XCTest

/// A team's `ViewModifier` whose UIKit code presents a hosting controller as a popover (the
/// "always popover" modifier), its controller, its `View` method and a use in four files: each use
/// is a popover at the use, holding what it passes; the controller's `.none` is reported once.
final class UIKitModifierWrapperTests: XCTestCase {
    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Fixtures/joins/fires-swiftui-uikit-popover-modifier-across-files")

    private func file(_ name: String) throws -> (String, String) {
        (name, try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8))
    }

    private func files() throws -> [(String, String)] {
        try ["PopoverController.swift", "ForcePopoverModifier.swift", "View+ForcePopover.swift", "TableToolbar.swift"].map(file)
    }

    func testTheUseHoldsWhatItPassesAndTheControllersNoneIsReportedOnce() throws {
        let files = try files()
        let controller = files[0].1, toolbar = files[3].1
        XCTAssertEqual(lintAcrossFiles(files), [
            "TableToolbar.swift>PopoverController.swift:\(position(of: ".none", in: controller)) popover-in-compact",
            "TableToolbar.swift>TableToolbar.swift:\(position(of: "\"Drag", in: toolbar)) popover-word-in-copy",
        ])
    }

    /// No linted file uses it (a library's wrapper): read on its own, where the method applies the
    /// modifier, it still keeps its popover a popover on an iPhone.
    func testWithoutTheUseTheWrapperIsReadOnItsOwn() throws {
        let files = Array(try files().prefix(3))
        XCTAssertEqual(lintAcrossFiles(files), [
            "View+ForcePopover.swift>PopoverController.swift:\(position(of: ".none", in: files[0].1)) popover-in-compact",
        ])
    }

    func testTheWorkspaceIndexRelintsTheUseWhenTheControllerChanges() throws {
        var workspace = SwiftWorkspaceIndex(limits: .default)
        workspace.update(try files().map { IndexedFile(path: $0.0, bytes: Array($0.1.utf8)) })
        XCTAssertTrue(workspace.readers(of: "ForcePopoverModifier.swift").contains("TableToolbar.swift"))
        XCTAssertTrue(workspace.readers(of: "PopoverController.swift").contains("TableToolbar.swift"))
    }
}
