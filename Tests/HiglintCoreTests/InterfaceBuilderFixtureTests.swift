import Foundation
import XCTest
@testable import HiglintCore

/// Fixtures/interface-builder/ holds storyboards and xibs in the shape Xcode writes. Each lists
/// every finding it must give, exactly, in comments after its document:
/// `<!-- expect: <rule-id> <line>:<column> -->`; `<!-- edition: ios-2011 -->` lints it in that
/// edition, and `<!-- enable: <rule-id> -->` turns on an opt-in rule. Whatever else the linter
/// reports, or does not report, fails.
final class InterfaceBuilderFixtureTests: XCTestCase {
    private var fixtures: [URL] {
        get throws {
            try FileManager.default.contentsOfDirectory(at: Checkout.fixtures.appendingPathComponent("interface-builder"),
                                                        includingPropertiesForKeys: nil)
                .filter { ["storyboard", "xib"].contains($0.pathExtension) }
                .sorted { $0.lastPathComponent < $1.lastPathComponent }
        }
    }

    private func expectations(in text: String) -> [String] { comments("expect", in: text) }

    private func comments(_ kind: String, in text: String) -> [String] {
        text.components(separatedBy: "<!-- \(kind): ").dropFirst().compactMap { rest in
            rest.range(of: " -->").map { String(rest[..<$0.lowerBound]) }
        }
    }

    private func edition(of text: String) -> Edition {
        guard let start = text.range(of: "<!-- edition: "), let end = text[start.upperBound...].range(of: " -->") else { return .current }
        return Edition(rawValue: String(text[start.upperBound ..< end.lowerBound])) ?? .current
    }

    func testEveryFixtureGivesExactlyItsExpectedFindings() throws {
        let fixtures = try self.fixtures
        XCTAssertGreaterThanOrEqual(fixtures.count, 8)
        for url in fixtures {
            let bytes = [UInt8](try Data(contentsOf: url))
            let text = String(decoding: bytes, as: UTF8.self)
            let expected = expectations(in: text)
            XCTAssertFalse(expected.isEmpty, "\(url.lastPathComponent) expects nothing")
            var severities: [String: Severity?] = [:]
            for id in comments("enable", in: text) {
                let rule = try XCTUnwrap(RuleRegistry.rule(id), "\(url.lastPathComponent) enables no rule '\(id)'")
                severities[id] = type(of: rule).description.defaultSeverity
            }
            let linter = Linter(configuration: LintConfiguration(edition: edition(of: text), severities: severities))
            let found = linter.lint(bytes: bytes, path: url.lastPathComponent).map { "\($0.ruleID) \($0.range.start)" }
            XCTAssertEqual(found.sorted(), expected.sorted(), url.lastPathComponent)
        }
    }

    /// The fixtures are read as Xcode wrote them: no scene is dropped, so a finding that is
    /// expected is not expected by accident.
    func testFixturesAreReadIntoTheirScreens() throws {
        let reader = InterfaceBuilderReader()
        let counts = try fixtures.map { url -> String in
            let reading = reader.read([UInt8](try Data(contentsOf: url)), path: url.path, limits: .default)
            return "\(url.lastPathComponent): \(reading.screens.count) screens, \(reading.screens.map(\.popovers.count).reduce(0, +)) popovers"
        }
        XCTAssertEqual(counts, [
            "crlf-bom-korean.storyboard: 1 screens, 1 popovers",
            "ipad-bar-buttons.storyboard: 1 screens, 4 popovers",
            "ipad-multiple-selection.storyboard: 1 screens, 3 popovers",
            "ipad-popover-content-views.storyboard: 1 screens, 4 popovers",
            // The split view, its two columns (a relationship is no presentation) and the settings.
            "ipad-split-view-columns.storyboard: 4 screens, 2 popovers",
            "iphone-filter.storyboard: 1 screens, 1 popovers",
            // The Notes popover's button exists only in the regular-width layout: not read, and
            // its scene, which nothing else shows, is a screen of its own.
            "iphone-size-classes.storyboard: 2 screens, 1 popovers",
            "legacy-popover-segue.storyboard: 1 screens, 1 popovers",
            "mac-inspector.storyboard: 1 screens, 2 popovers",
            "text-fields.xib: 1 screens, 0 popovers",
        ])
    }
}
