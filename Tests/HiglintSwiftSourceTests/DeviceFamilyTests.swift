import Foundation
import HiglintCore
import HiglintSwiftSource
import XCTest

/// An Xcode project in the linted tree that says iPhone only (`TARGETED_DEVICE_FAMILY = 1`) makes
/// iOS, compact, the standard context: an action sheet there is a sheet, which needs no source.
final class DeviceFamilyTests: XCTestCase {
    private let share = """
    import UIKit

    final class ShareViewController: UIViewController {
        func share() {
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "Copy link", style: .default))
            present(sheet, animated: true)
        }
    }
    """

    private func project(_ families: [String]) -> String {
        let configurations = families.enumerated().map { index, family in
            """
            \t\tC0FFEE0\(index) /* Release */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
            \t\t\t\tSDKROOT = iphoneos;
            \t\t\t\tTARGETED_DEVICE_FAMILY = \(family);
            \t\t\t};
            \t\t\tname = Release;
            \t\t};
            """
        }
        return "// !$*UTF8*$!\n{\n\tobjects = {\n" + configurations.joined(separator: "\n") + "\n\t};\n}\n"
    }

    /// The rules found for the Swift file in a folder holding `App/App.xcodeproj` with these families.
    private func lint(families: [String]?, configuration: String? = nil) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("device-family-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        if let families {
            let projectFolder = folder.appendingPathComponent("App/App.xcodeproj")
            try FileManager.default.createDirectory(at: projectFolder, withIntermediateDirectories: true)
            try project(families).write(to: projectFolder.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
        } else {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        if let configuration { try configuration.write(to: folder.appendingPathComponent(".higlint.yml"), atomically: true, encoding: .utf8) }
        let session = try LintSession(options: LintOptions(directory: folder.path, locale: .en, readers: .standard))
        return session.lintDocument(Array(share.utf8), path: "App/ShareViewController.swift").map(\.ruleID)
    }

    func testAnIPhoneOnlyAppsActionSheetIsASheet() throws {
        XCTAssertEqual(try lint(families: ["1", "1"]), [])
        XCTAssertEqual(try lint(families: ["1", "4"]), [], "a watch target is not an iOS target")
    }

    func testAnAppThatRunsOnIPadKeepsItsPopover() throws {
        XCTAssertEqual(try lint(families: nil), ["popover-no-source"], "no project: the standard context, iPad")
        XCTAssertEqual(try lint(families: ["\"1,2\""]), ["popover-no-source"])
        XCTAssertEqual(try lint(families: ["1", "2"]), ["popover-no-source"], "one target for iPad is enough")
        XCTAssertEqual(try lint(families: ["\"1,6\""]), ["popover-no-source"], "Mac Catalyst's window is wide")
        XCTAssertEqual(try lint(families: ["\"$(DEVICES)\""]), ["popover-no-source"], "a value that is not a literal says nothing")
    }

    func testConfigurationsPlatformWins() throws {
        XCTAssertEqual(try lint(families: ["1"], configuration: "platform: iPadOS\n"), ["popover-no-source"])
    }
}
