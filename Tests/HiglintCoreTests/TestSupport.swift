import Foundation
import HiglintCore
import XCTest

/// Paths inside the checkout, found from this file so tests run from any directory.
enum Checkout {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let rules = root.appendingPathComponent("Rules")
    static let fixtures = root.appendingPathComponent("Fixtures")
    /// `../shared/seeds` beside the checkout, when it is there.
    static let seeds = root.deletingLastPathComponent().appendingPathComponent("shared/seeds")

    /// Tests that check quotes against the guideline texts need the seeds: a contributor's clone
    /// without them skips those tests, but CI (CI=true), which always has them, fails instead.
    static func requireSeeds() throws {
        guard !FileManager.default.fileExists(atPath: seeds.path) else { return }
        if ProcessInfo.processInfo.environment["CI"] == "true" {
            XCTFail("the guideline texts are not at \(seeds.path), and CI must check the quotes against them")
        }
        throw XCTSkip("the guideline texts are not beside this checkout (\(seeds.path))")
    }
}

/// Lints text as a file of the given name; `enabling` turns on an opt-in rule at its default severity.
func lint(_ text: String, name: String = "screen.yaml", edition: Edition = .current, locale: MessageLocale = .en,
          enabling: [String] = [], options: [String: [String: Double]] = [:]) -> [Diagnostic] {
    var severities: [String: Severity?] = [:]
    for id in enabling {
        if let rule = RuleRegistry.rule(id) { severities[id] = type(of: rule).description.defaultSeverity }
    }
    let configuration = LintConfiguration(edition: edition, locale: locale, severities: severities, options: options)
    return Linter(configuration: configuration).lint(bytes: Array(text.utf8), path: name)
}

extension Array where Element == Diagnostic {
    func positions(of rule: String) -> [SourcePosition] {
        filter { $0.ruleID == rule }.map(\.range.start).sorted()
    }

    func rules() -> [String] { map(\.ruleID) }
}
