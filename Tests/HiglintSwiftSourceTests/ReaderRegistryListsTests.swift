import Foundation
import HiglintCore
import HiglintSwiftSource
import XCTest

/// The lists of file types that cannot be taken from `ReaderRegistry.standard` in Swift (a shell
/// script, a YAML file for pre-commit) name exactly its extensions: a reader added to the registry
/// and not to them fails here.
final class ReaderRegistryListsTests: XCTestCase {
    private let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testTheFuzzScriptSeedsEveryReadersFiles() throws {
        let script = try String(contentsOf: checkout.appendingPathComponent("scripts/fuzz.sh"), encoding: .utf8)
        let all = try XCTUnwrap(script.split(separator: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("all)") })
        let named = try NSRegularExpression(pattern: #"-name '\*\.([A-Za-z0-9]+)'"#)
        let text = String(all)
        let extensions = named.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
        XCTAssertEqual(Set(extensions), ReaderRegistry.standard.extensions, "scripts/fuzz.sh's `all)` seeds")
    }

    func testThePreCommitHooksMatchEveryReadersFilesAndNoOthers() throws {
        let hooks = try String(contentsOf: checkout.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        let patterns = hooks.split(separator: "\n").compactMap { line -> String? in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.hasPrefix("files:") ? String(trimmed.dropFirst("files:".count)).trimmingCharacters(in: .whitespaces) : nil
        }
        XCTAssertEqual(patterns.count, 2, "both hooks name their files")
        for pattern in patterns {
            let regex = try NSRegularExpression(pattern: pattern)
            func matches(_ name: String) -> Bool { regex.firstMatch(in: name, range: NSRange(name.startIndex..., in: name)) != nil }
            for ext in ReaderRegistry.standard.extensions {
                XCTAssertTrue(matches("Sources/App/file.\(ext)"), "\(pattern) misses .\(ext)")
            }
            // Each alternative of `\.(a|b|…)$` stands for one of the readers' extensions.
            let group = try XCTUnwrap(pattern.range(of: #"\((.*)\)"#, options: .regularExpression))
            for alternative in pattern[group].dropFirst().dropLast().split(separator: "|") {
                let one = try NSRegularExpression(pattern: "^(" + alternative + ")$")
                XCTAssertTrue(ReaderRegistry.standard.extensions.contains { one.firstMatch(in: $0, range: NSRange($0.startIndex..., in: $0)) != nil },
                              "\(pattern): \(alternative) is no reader's extension")
            }
        }
    }

    /// A campaign pins each reader in turn, by its first extension (the fuzz target's name for it):
    /// fuzz.sh knows the name and seeds it with that reader's files, and the campaign runs it.
    func testTheFuzzCampaignPinsEveryReader() throws {
        let script = try String(contentsOf: checkout.appendingPathComponent("scripts/fuzz.sh"), encoding: .utf8)
        let campaign = try String(contentsOf: checkout.appendingPathComponent("scripts/fuzz-campaign.sh"), encoding: .utf8)
        let defaults = try XCTUnwrap(campaign.split(separator: "\n").first { $0.contains("|| targets=(") })
        let campaignTargets = defaults.split(separator: "(").last?.split(separator: ")").first?.split(separator: " ").map(String.init) ?? []
        let named = try NSRegularExpression(pattern: #"-name '\*\.([A-Za-z0-9]+)'"#)
        for reader in ReaderRegistry.standard.readers {
            let target = try XCTUnwrap(reader.extensions.first)
            XCTAssertTrue(campaignTargets.contains(target), "scripts/fuzz-campaign.sh does not pin \(target)")
            let line = try XCTUnwrap(script.split(separator: "\n").map(String.init).first {
                $0.trimmingCharacters(in: .whitespaces).split(separator: ")").first?.split(separator: "|").contains(Substring(target)) == true
            }, "scripts/fuzz.sh has no case for \(target)")
            let seeded = named.matches(in: line, range: NSRange(line.startIndex..., in: line)).compactMap {
                Range($0.range(at: 1), in: line).map { String(line[$0]) }
            }
            XCTAssertEqual(Set(seeded), Set(reader.extensions), "scripts/fuzz.sh seeds \(target) with its reader's files")
        }
    }
}
