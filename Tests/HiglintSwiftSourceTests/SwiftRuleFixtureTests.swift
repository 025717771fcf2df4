import Foundation
import HiglintCore
import HiglintSwiftSource
import XCTest

/// What the core's rule-fixture tests cannot lint, for want of the Swift reader:
/// Fixtures/rules/<rule-id>/*.swift (the catalog's Swift examples are SwiftCatalogExampleTests').
/// A `fires-*` Swift fixture reports the rule, a `passes-*` one does not, and
/// `// expect: RULE LINE:COLUMN` lines, when there are any, give the file's exact findings.
final class SwiftRuleFixtureTests: XCTestCase {
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
