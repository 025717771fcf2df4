import Foundation
import HiglintCore
import HiglintSwiftSource
import XCTest

/// Each file is read for the devices of the targets that build it: Fixtures/joins/
/// fires-swift-ipad-target-beside-iphone-target holds an iPhone-only target (Studio) and an iPad
/// one (Board), and one file both build. Configuration's `platform` still wins, file by file.
final class TargetDeviceFamilyTests: XCTestCase {
    private static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/joins/fires-swift-ipad-target-beside-iphone-target")
    private let files = ["Board/BoardShareController.swift", "Studio/PhoneActivityController.swift",
                         "Studio/PhoneShareController.swift", "Studio/Shared/ExportMenu.swift"]

    /// The files (of `files`) that report `popover-no-source`, linted one by one as a language
    /// server does, with `configuration` as `.higlint.yml` in a copy of the fixture.
    private func reported(configuration: String?) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("target-devices-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: Self.fixture, to: folder)
        if let configuration { try configuration.write(to: folder.appendingPathComponent(".higlint.yml"), atomically: true, encoding: .utf8) }
        let session = try LintSession(options: LintOptions(directory: folder.path, locale: .en, readers: .standard))
        return try files.filter { path in
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(path)))
            return session.lintDocument(bytes, path: path).contains { $0.ruleID == "popover-no-source" }
        }
    }

    func testEachFileIsReadForTheTargetsThatBuildIt() throws {
        XCTAssertEqual(try reported(configuration: nil), ["Board/BoardShareController.swift", "Studio/Shared/ExportMenu.swift"])
        XCTAssertEqual(try reported(configuration: "fail-on: warning\n"), ["Board/BoardShareController.swift", "Studio/Shared/ExportMenu.swift"],
                       "a configuration file that says no platform")
    }

    func testConfigurationsPlatformWinsOverTheTargets() throws {
        XCTAssertEqual(try reported(configuration: "overrides:\n  - files: [\"Studio/PhoneShareController.swift\"]\n    platform: iPadOS\n"),
                       ["Board/BoardShareController.swift", "Studio/PhoneShareController.swift", "Studio/Shared/ExportMenu.swift"])
        XCTAssertEqual(try reported(configuration: "platform: iOS\n"), [], "iPhone everywhere, as configuration says")
    }
}
