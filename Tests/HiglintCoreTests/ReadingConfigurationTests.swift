import Foundation
import XCTest
@testable import HiglintCore
import HiglintTestSupport

/// `platform`, `sizeClass` and `viewport` in `.higlint.yml`: read with their places, merged per
/// override and through `extends`, and given to the storyboard reader below what the file says.
final class ReadingConfigurationTests: XCTestCase {
    private var scratch: ScratchFolder!
    private var folder: URL { scratch.url }

    override func setUpWithError() throws {
        scratch = try ScratchFolder(for: self)
    }

    private func load(_ text: String, _ name: String = ".higlint.yml") throws -> ConfigurationFile {
        try ConfigurationFile.load(scratch.write(text, name).path)
    }

    private func error(_ text: String) -> String {
        do {
            _ = try load(text)
            return "no error"
        } catch let error as ConfigurationError {
            return "\(error.position.line):\(error.position.column): \(error.message)"
        } catch {
            return "\(error)"
        }
    }

    private func reading(_ file: ConfigurationFile, for relative: String) -> ReadingContext {
        file.configuration(for: folder.path + "/" + relative, base: LintConfiguration(), commandLine: [:]).reading
    }

    func testTopLevelKeysAndOverridesWinKeyByKeyInOrder() throws {
        let file = try load("""
        platform: iPadOS
        sizeClass: {horizontal: regular, vertical: compact}
        viewport: {width: 1024, height: 768}
        overrides:
          - files: ["Phone/**"]
            platform: iOS
            viewport: {width: 393, height: 852}
          - files: ["Phone/Landscape/**"]
            sizeClass: regular
        """)
        let top = reading(file, for: "Tablet/A.swift")
        XCTAssertEqual(top.platform, .iPadOS)
        XCTAssertEqual(top.horizontalSizeClass, .regular)
        XCTAssertEqual(top.verticalSizeClass, .compact)
        XCTAssertEqual(top.viewport, Size(width: 1024, height: 768))

        let phone = reading(file, for: "Phone/A.swift")
        XCTAssertEqual(phone.platform, .iOS)
        XCTAssertEqual(phone.viewport, Size(width: 393, height: 852))
        XCTAssertEqual(phone.horizontalSizeClass, .regular, "an override leaves the keys it does not write as they were")

        let landscape = reading(file, for: "Phone/Landscape/A.swift")
        XCTAssertEqual(landscape.platform, .iOS, "the earlier override still applies")
        XCTAssertEqual(landscape.horizontalSizeClass, .regular)
    }

    func testExtendedFileGivesWhatThisOneDoesNotSay() throws {
        _ = try load("viewport: {width: 744, height: 1133}\nplatform: iOS\n", "base.yml")
        let file = try load("extends: base.yml\nplatform: iPadOS\n")
        let context = reading(file, for: "A.swift")
        XCTAssertEqual(context.platform, .iPadOS)
        XCTAssertEqual(context.viewport, Size(width: 744, height: 1133))
    }

    func testNothingConfiguredIsNothingSaid() throws {
        let context = reading(try load("rules: {}\n"), for: "A.swift")
        XCTAssertNil(context.platform)
        XCTAssertNil(context.horizontalSizeClass)
        XCTAssertNil(context.viewport)
    }

    func testWrongValuesAreErrorsAtTheirPlace() {
        XCTAssertEqual(error("platform: ios\n"),
                       "1:11: 'platform' is 'ios'; expected one of iOS, iPadOS, macOS, visionOS, tvOS, watchOS; did you mean 'iOS'?")
        XCTAssertEqual(error("sizeClass: wide\n"), "1:12: 'sizeClass' is 'wide'; expected one of compact, regular")
        XCTAssertEqual(error("sizeClass: {horizontal: compact, width: regular}\n").prefix(40), "1:34: unknown key 'width' in 'sizeClass'")
        XCTAssertEqual(error("viewport: {width: 744}\n"), "1:11: 'viewport' needs both width and height, in points: {width: 1024, height: 768}")
        XCTAssertEqual(error("viewport: {width: 744, height: 0}\n"), "1:32: 'height' of 'viewport' must be a number of points greater than 0, not '0'")
        XCTAssertEqual(error("viewport: {width: wide, height: 10}\n"), "1:19: 'width' of 'viewport' must be a number of points greater than 0, not 'wide'")
        XCTAssertEqual(error("viewport: 1024\n").prefix(42), "1:11: 'viewport' must be a mapping, not a ")
        XCTAssertTrue(error("overrides:\n  - files: [\"a/**\"]\n    platform: android\n").hasPrefix("3:15: 'platform' is 'android'; expected one of iOS"))
    }

    // MARK: Storyboards: the file's word first

    private func storyboard(device: String?, runtime: String = "iOS.CocoaTouch", rootFrame: Bool = true) -> [UInt8] {
        let deviceLine = device.map { "<device id=\"\($0)\" orientation=\"portrait\"/>" } ?? ""
        let frame = rootFrame ? "<rect key=\"frame\" x=\"0\" y=\"0\" width=\"390\" height=\"844\"/>" : ""
        return Array("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="\(runtime)">
        \(deviceLine)
        <scenes><scene sceneID="s"><objects>
        <viewController title="Main" id="vc" sceneMemberID="viewController">
        <view key="view" id="root">\(frame)</view>
        </viewController>
        </objects></scene></scenes>
        </document>
        """.utf8)
    }

    private func screen(_ bytes: [UInt8], _ context: ReadingContext) throws -> Screen {
        try XCTUnwrap(InterfaceBuilderReader().read(bytes, path: "Main.storyboard", limits: .default, context: context).screens.first)
    }

    func testStoryboardWithoutDeviceTakesTheConfiguredPlatformAndSizeClass() throws {
        let plain = try screen(storyboard(device: nil), ReadingContext())
        XCTAssertEqual(plain.platform, .iOS)
        XCTAssertNil(plain.horizontalSizeClass, "unknown without configuration")

        let iPad = try screen(storyboard(device: nil), ReadingContext(platform: .iPadOS))
        XCTAssertEqual(iPad.platform, .iPadOS)
        XCTAssertEqual(iPad.horizontalSizeClass, .regular, "the configured platform's default")

        let compact = try screen(storyboard(device: nil), ReadingContext(horizontalSizeClass: .compact))
        XCTAssertEqual(compact.platform, .iOS)
        XCTAssertEqual(compact.horizontalSizeClass, .compact)
    }

    func testStoryboardsDeviceAndRuntimeWinOverConfiguration() throws {
        let phone = try screen(storyboard(device: "retina6_12"), ReadingContext(platform: .iPadOS, horizontalSizeClass: .regular))
        XCTAssertEqual(phone.platform, .iOS)
        XCTAssertEqual(phone.horizontalSizeClass, .compact)

        let mac = try screen(storyboard(device: nil, runtime: "MacOSX.Cocoa"), ReadingContext(platform: .iOS))
        XCTAssertEqual(mac.platform, .macOS)

        let notIOS = try screen(storyboard(device: nil), ReadingContext(platform: .macOS))
        XCTAssertEqual(notIOS.platform, .iOS, "an iOS document is no Mac one whatever configuration says")
    }

    func testStoryboardsOwnViewportWinsAndConfigurationFillsAMissingOne() throws {
        let configured = ReadingContext(viewport: Size(width: 744, height: 1133))
        XCTAssertEqual(try screen(storyboard(device: nil), configured).viewport, Size(width: 390, height: 844))
        XCTAssertEqual(try screen(storyboard(device: nil, rootFrame: false), configured).viewport, Size(width: 744, height: 1133))
        XCTAssertNil(try screen(storyboard(device: nil, rootFrame: false), ReadingContext()).viewport)
    }

    func testYAMLScreensAreNotGivenTheConfiguredContext() throws {
        var configuration = LintConfiguration()
        configuration.reading = ReadingContext(platform: .tvOS, viewport: Size(width: 100, height: 100))
        let diagnostics = Linter(configuration: configuration).lint(bytes: Array("""
        screen: A
        platform: iPadOS
        elements:
          - type: button
            presents: {type: popover, size: {width: 320, height: 200}}
        """.utf8), path: "a.yaml")
        XCTAssertEqual(diagnostics.map(\.ruleID), [], "a screen description says its own platform and viewport")
    }
}
