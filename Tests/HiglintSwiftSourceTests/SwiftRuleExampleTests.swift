import Foundation
import HiglintCore
import HiglintSwiftSource
import XCTest

/// What the core's catalog and rule-fixture tests cannot lint, for want of the Swift reader: a
/// catalog entry's `format: swift` examples, and Fixtures/rules/<rule-id>/*.swift. A bad example
/// reports its rule exactly at its `↓` markers; a good one reports nothing at all. A `fires-*`
/// Swift fixture reports the rule, a `passes-*` one does not, and `// expect: RULE LINE:COLUMN`
/// lines, when there are any, give the file's exact findings.
final class SwiftRuleExampleTests: XCTestCase {
    func testSwiftCatalogExamplesBehaveAsMarked() throws {
        var seen = 0
        for id in RuleCatalog.shared.entries.keys.sorted() {
            let entry = try XCTUnwrap(RuleCatalog.shared[id])
            for (offset, example) in entry.badExamples.enumerated() where example.format == "swift" {
                seen += 1
                let found = lintSwift(example.text, name: "bad-\(offset).swift", edition: example.edition)
                XCTAssertEqual(found.filter { $0.ruleID == id }.map(\.range.start).sorted(), example.markers.sorted(),
                               "\(id) bad-\(offset): \(found.map { "\($0.ruleID) \($0.range.start)" })")
            }
            for (offset, example) in entry.goodExamples.enumerated() where example.format == "swift" {
                seen += 1
                let found = lintSwift(example.text, name: "good-\(offset).swift", edition: example.edition)
                XCTAssertEqual(found.map { "\($0.range.start) \($0.ruleID): \($0.message)" }, [], "\(id) good-\(offset)")
            }
        }
        XCTAssertGreaterThan(seen, 0, "the catalog has Swift examples")
    }

    func testSwiftRuleFixturesFireOrPassAsNamed() throws {
        let base = SwiftCheckout.root.appendingPathComponent("Fixtures/rules")
        var seen = 0
        for folder in try FileManager.default.contentsOfDirectory(at: base, includingPropertiesForKeys: nil) where folder.hasDirectoryPath {
            let id = folder.lastPathComponent
            for file in try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil) where file.pathExtension == "swift" {
                seen += 1
                let text = try String(contentsOf: file, encoding: .utf8)
                let found = findings(text)
                let name = "\(id)/\(file.lastPathComponent)"
                if file.lastPathComponent.hasPrefix("fires-") {
                    XCTAssertTrue(found.contains { $0.hasPrefix(id + " ") }, "\(name) does not fire \(id): \(found)")
                } else if file.lastPathComponent.hasPrefix("passes-") {
                    XCTAssertFalse(found.contains { $0.hasPrefix(id + " ") }, "\(name) fires \(id): \(found)")
                }
                let expected = text.split(separator: "\n").compactMap { line -> String? in
                    guard let range = line.range(of: "// expect: ") else { return nil }
                    let value = line[range.upperBound...].trimmingCharacters(in: .whitespaces)
                    return value == "nothing" ? nil : value
                }
                if text.contains("// expect: ") { XCTAssertEqual(found.sorted(), expected.sorted(), name) }
            }
        }
        XCTAssertGreaterThan(seen, 0)
    }
}
