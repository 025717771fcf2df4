import Foundation
@testable import HiglintCore
import XCTest

/// An XcodeGen spec (`project.yml`) as the devices its targets run on and the folders they build
/// (docs/sources.md, "Which devices the app runs on"): iPhone only only where the target's own
/// settings or `.xcconfig` files say `1`; anything the spec does not settle leaves iPad possible.
final class XcodeGenSpecTests: XCTestCase {
    private func targets(_ spec: String, files: [String: String] = [:]) -> [XcodeTarget]? {
        XcodeGenSpec.targets(in: Array(spec.utf8), specFolder: "/work/App") { path in files[path].map { Array($0.utf8) } }
    }

    private func devices(_ target: String, files: [String: String] = [:]) -> XcodeTarget.Devices? {
        targets("name: App\ntargets:\n  App:\n" + target.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n") + "\n", files: files)?.first?.devices
    }

    func testAFamilyOfOneInTheTargetsSettingsIsIPhoneOnlyInEveryForm() {
        XCTAssertEqual(devices("platform: iOS\nsettings:\n  TARGETED_DEVICE_FAMILY: 1"), .iPhoneOnly)
        XCTAssertEqual(devices("platform: iOS\nsettings:\n  base:\n    TARGETED_DEVICE_FAMILY: \"1\""), .iPhoneOnly)
        XCTAssertEqual(devices("platform: iOS\nsettings:\n  configs:\n    Debug: {TARGETED_DEVICE_FAMILY: '1'}\n    Release: {TARGETED_DEVICE_FAMILY: '1'}"), .iPhoneOnly)
        XCTAssertEqual(devices("platform: iOS\nconfigFiles:\n  Debug: App.xcconfig\n  Release: App.xcconfig",
                               files: ["/work/App/App.xcconfig": "TARGETED_DEVICE_FAMILY = 1\n"]), .iPhoneOnly)
        XCTAssertEqual(devices("platform: [iOS, tvOS]\nsettings:\n  TARGETED_DEVICE_FAMILY: 1"), .iPhoneOnly)
        XCTAssertEqual(devices("supportedDestinations: [iOS]\nsettings:\n  TARGETED_DEVICE_FAMILY: 1"), .iPhoneOnly)
    }

    func testAnIPadOnlyTargetNeverRunsOnIPhone() {
        XCTAssertEqual(devices("platform: iOS\nsettings:\n  TARGETED_DEVICE_FAMILY: 2"), .iPadOnly)
        XCTAssertEqual(devices("platform: iOS\nsettings:\n  TARGETED_DEVICE_FAMILY: \"2,6\""), .mayRunOnIPad, "Mac Catalyst")
        XCTAssertEqual(devices("platform: iOS\nsettings:\n  TARGETED_DEVICE_FAMILY: 2\n  SUPPORTS_MACCATALYST: YES"), .mayRunOnIPad)
    }

    func testWhatTheSpecDoesNotSettleLeavesIPadPossible() {
        // XcodeGen's preset: iPhone and iPad.
        XCTAssertEqual(devices("platform: iOS"), .mayRunOnIPad)
        XCTAssertEqual(devices("platform: iOS\nsettings:\n  TARGETED_DEVICE_FAMILY: \"1,2\""), .mayRunOnIPad)
        // Configurations that differ, a value that is not a literal, one under a condition.
        XCTAssertEqual(devices("platform: iOS\nsettings:\n  base: {TARGETED_DEVICE_FAMILY: 1}\n  configs:\n    Release: {TARGETED_DEVICE_FAMILY: '1,2'}"), .mayRunOnIPad)
        XCTAssertEqual(devices("platform: iOS\nsettings:\n  TARGETED_DEVICE_FAMILY: $(FAMILY)"), .mayRunOnIPad)
        XCTAssertEqual(devices("platform: iOS\nsettings:\n  TARGETED_DEVICE_FAMILY: 1\n  TARGETED_DEVICE_FAMILY[sdk=iphoneos*]: 2"), .mayRunOnIPad)
        // A setting group or a template may set it; an .xcconfig file that cannot be read may.
        XCTAssertEqual(devices("platform: iOS\nsettings:\n  groups: [phone]"), .mayRunOnIPad)
        XCTAssertEqual(devices("platform: iOS\ntemplates: [PhoneApp]\nsettings:\n  TARGETED_DEVICE_FAMILY: 1"), .mayRunOnIPad)
        XCTAssertEqual(devices("platform: iOS\nconfigFiles:\n  Debug: Missing.xcconfig"), .mayRunOnIPad)
        // A Mac Catalyst build is a Mac's window.
        XCTAssertEqual(devices("platform: iOS\nsettings:\n  TARGETED_DEVICE_FAMILY: 1\n  SUPPORTS_MACCATALYST: YES"), .mayRunOnIPad)
        XCTAssertEqual(devices("supportedDestinations: [iOS, macCatalyst]\nsettings:\n  TARGETED_DEVICE_FAMILY: 1"), .mayRunOnIPad)
        // No platform at all.
        XCTAssertEqual(devices("type: framework\nsettings:\n  TARGETED_DEVICE_FAMILY: 1"), .mayRunOnIPad)
    }

    func testOtherPlatformsAreNotIOS() {
        XCTAssertEqual(devices("platform: macOS"), .macOS)
        XCTAssertEqual(devices("platform: watchOS"), .notIOS)
        XCTAssertEqual(devices("platform: [macOS, tvOS]"), .notIOS, "not a Mac's alone")
        XCTAssertEqual(devices("supportedDestinations: [macOS]"), .macOS)
        XCTAssertEqual(devices("platform: auto\nsupportedDestinations: [macOS]"), .macOS)
        XCTAssertEqual(devices("supportedDestinations: [macOS, visionOS]"), .notIOS)
    }

    func testSourcesAreFoldersOfTheSpecsFolderWithTheirPathExcludes() throws {
        let spec = """
            name: App
            targets:
              App:
                platform: iOS
                sources:
                  - App
                  - path: ../Shared/Kit
                    excludes: [Legacy, "**/*.md"]
                  - Extras/Single.swift
            """
        let target = try XCTUnwrap(targets(spec)?.first)
        XCTAssertTrue(target.builds("/work/App/App/Screens/Root.swift"))
        XCTAssertTrue(target.builds("/work/Shared/Kit/Menu.swift"))
        XCTAssertFalse(target.builds("/work/Shared/Kit/Legacy/Old.swift"))
        XCTAssertTrue(target.builds("/work/App/Extras/Single.swift"))
        XCTAssertFalse(target.builds("/work/App/Extras/Other.swift"))
        XCTAssertFalse(target.builds("/work/App/AppTests/RootTests.swift"))
    }

    func testWhatIsNotASpecWholeIsNotRead() {
        XCTAssertNil(targets("name: App\n"), "no targets")
        XCTAssertNil(targets("targets:\n  App:\n    platform: iOS\n"), "no name")
        XCTAssertNil(targets("name: App\ninclude: [base.yml]\ntargets:\n  App:\n    platform: iOS\n"), "parts in other files")
        XCTAssertNil(targets("name: App\ntargets: [App]\n"), "targets not a mapping")
        XCTAssertNil(targets("name: App\ntargets:\n  App: {platform: iOS\n"), "not YAML")
        XCTAssertNil(targets("- name: App\n"), "not a mapping")
    }

    /// A folder with a spec and no project: the tree's answer and each file's come from the spec.
    func testATreeWithASpecAndNoProjectIsReadFromTheSpec() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("higlint-xcodegen-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Phone"), withIntermediateDirectories: true)
        try "name: App\ntargets:\n  Phone:\n    platform: iOS\n    sources: [Phone]\n    settings: {TARGETED_DEVICE_FAMILY: 1}\n"
            .write(to: folder.appendingPathComponent("project.yml"), atomically: true, encoding: .utf8)
        let devices = XcodeProjectDevices.scan(roots: [folder.path])
        XCTAssertTrue(devices.isPhoneOnly)
        XCTAssertTrue(devices.isPhoneOnly(file: folder.path + "/Phone/Share.swift"))
        // A generated project beside the spec is what is read (here: none of its targets is
        // iPhone only, as a project that cannot be read says nothing).
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        XCTAssertFalse(XcodeProjectDevices.scan(roots: [folder.path]).isPhoneOnly)
    }
}
