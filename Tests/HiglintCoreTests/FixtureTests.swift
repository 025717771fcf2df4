import Foundation
import XCTest
@testable import HiglintCore

/// Fixtures/rules/<rule-id>/ holds `fires-*` files, which must report that rule, and `passes-*`
/// files, which must not (nor any schema error). A YAML fixture may pin exact places with
/// comment lines `# expect: <rule-id> <line>:<column>`; then the rule's places must be exactly those.
/// A line `# edition: <edition>` lints the fixture in that edition (default `current`).
final class FixtureTests: XCTestCase {
    private let extensions: Set<String> = ["yaml", "yml", "json"]

    private func ruleFolders() throws -> [URL] {
        let base = Checkout.fixtures.appendingPathComponent("rules")
        return try FileManager.default.contentsOfDirectory(at: base, includingPropertiesForKeys: nil)
            .filter { $0.hasDirectoryPath }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    private func expectations(in text: String) -> [String: [SourcePosition]] {
        var result: [String: [SourcePosition]] = [:]
        for line in text.split(whereSeparator: \.isNewline) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("# expect:") else { continue }
            let parts = trimmed.dropFirst("# expect:".count).split(separator: " ")
            guard parts.count == 2 else { continue }
            let place = parts[1].split(separator: ":").compactMap { Int($0) }
            guard place.count == 2 else { continue }
            result[String(parts[0]), default: []].append(SourcePosition(line: place[0], column: place[1]))
        }
        return result
    }

    private func edition(of text: String) -> Edition {
        for line in text.split(whereSeparator: \.isNewline) where line.hasPrefix("# edition:") {
            let name = line.dropFirst("# edition:".count).trimmingCharacters(in: .whitespaces)
            guard let edition = Edition(rawValue: name) else {
                XCTFail("unknown edition '\(name)'")
                return .current
            }
            return edition
        }
        return .current
    }

    func testEveryRuleHasFixturesThatFireAndFixturesThatDoNot() throws {
        let folders = Set(try ruleFolders().map(\.lastPathComponent))
        for id in RuleRegistry.guidelineRules.map({ type(of: $0).description.id }) {
            XCTAssertTrue(folders.contains(id), "Fixtures/rules/\(id)/ is missing")
        }
    }

    func testFixturesFireOrPassAsNamed() throws {
        for folder in try ruleFolders() {
            let id = folder.lastPathComponent
            let all = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            // A rule only code can break fires in Swift fixtures, which SwiftRuleFixtureTests lints.
            XCTAssertTrue(all.contains { $0.lastPathComponent.hasPrefix("fires-") && (extensions.contains($0.pathExtension) || $0.pathExtension == "swift") },
                          "\(id): no fires-* fixture")
            let files = all.filter { extensions.contains($0.pathExtension) }
            if RuleRegistry.rule(id) != nil {
                XCTAssertTrue(files.contains { $0.lastPathComponent.hasPrefix("passes-") }, "\(id): no passes-* fixture")
            }
            for file in files {
                let text = try String(contentsOf: file, encoding: .utf8)
                let diagnostics = lint(text, name: file.lastPathComponent, edition: edition(of: text), enabling: [id])
                let name = "\(id)/\(file.lastPathComponent)"
                if file.lastPathComponent.hasPrefix("fires-") {
                    XCTAssertFalse(diagnostics.positions(of: id).isEmpty, "\(name) does not fire \(id)")
                } else if file.lastPathComponent.hasPrefix("passes-") {
                    XCTAssertEqual(diagnostics.positions(of: id), [], "\(name) fires \(id)")
                    XCTAssertFalse(diagnostics.contains { SchemaRule(rawValue: $0.ruleID) != nil },
                                   "\(name) has schema problems: \(diagnostics.map(\.message))")
                }
                for (rule, places) in expectations(in: text) {
                    XCTAssertEqual(diagnostics.positions(of: rule), places.sorted(), "\(name): places of \(rule)")
                }
            }
        }
    }
}

extension FixtureTests {
    /// Every name in the checkout can be created by a Windows checkout (no `< > : " | ? * \`,
    /// no control character, no trailing space or dot, no reserved device name): hostile
    /// names are made by the tests that need them, in a temporary folder.
    func testEveryNameInTheCheckoutIsPortable() throws {
        let forbidden = Set("<>:\"|?*\\")
        let reserved = Set(["CON", "PRN", "AUX", "NUL"] + (1...9).flatMap { ["COM\($0)", "LPT\($0)"] })
        var bad: [String] = []
        for folder in ["Fixtures", "Rules", "Sources", "Tests", "docs", "scripts", "Benchmarks"] {
            let base = Checkout.root.appendingPathComponent(folder)
            guard let walk = FileManager.default.enumerator(atPath: base.path) else { continue }
            while let relative = walk.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                let stem = name.split(separator: ".", maxSplits: 1).first.map { String($0).uppercased() } ?? ""
                if name.contains(where: { forbidden.contains($0) }) || name.unicodeScalars.contains(where: { $0.value < 0x20 })
                    || name.hasSuffix(" ") || name.hasSuffix(".") || reserved.contains(stem) {
                    bad.append("\(folder)/\(relative)")
                }
            }
        }
        XCTAssertEqual(bad, [], "names a Windows checkout cannot create")
    }
}
