import Foundation
import HiglintCore
import XCTest

/// Each file of Fixtures/swift states its exact findings in `// expect: RULE LINE:COLUMN` comments
/// (`// expect: nothing` for none), and gives exactly those.
final class SwiftFixtureTests: XCTestCase {
    func testEachSwiftFixtureGivesExactlyTheFindingsItExpects() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: SwiftCheckout.fixtures.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertGreaterThanOrEqual(files.count, 10)
        for name in files {
            let text = try String(contentsOf: SwiftCheckout.fixtures.appendingPathComponent(name), encoding: .utf8)
            let expected = text.split(separator: "\n").compactMap { line -> String? in
                guard let range = line.range(of: "// expect: ") else { return nil }
                let value = line[range.upperBound...].trimmingCharacters(in: .whitespaces)
                return value == "nothing" ? nil : value
            }.sorted()
            XCTAssertTrue(text.contains("// expect: "), "\(name) states no expected findings")
            XCTAssertEqual(findings(text).sorted(), expected, name)
        }
    }
}

/// The catalog's Swift examples (Rules/*.yml, `format: swift`), which `higlint explain` shows: each
/// bad one reports its rule exactly at its ↓ markers, each good one reports nothing.
final class SwiftCatalogExampleTests: XCTestCase {
    func testSwiftExamplesBehaveAsMarked() throws {
        var seen = 0
        for entry in RuleCatalog.shared.entries.values.sorted(by: { $0.id < $1.id }) {
            for example in entry.badExamples where example.format == "swift" {
                seen += 1
                let diagnostics = lintSwift(example.text, edition: example.edition)
                XCTAssertEqual(diagnostics.filter { $0.ruleID == entry.id }.map(\.range.start).sorted(), example.markers.sorted(),
                               "\(entry.id): \(diagnostics.map(\.message))")
            }
            for example in entry.goodExamples where example.format == "swift" {
                XCTAssertEqual(lintSwift(example.text, edition: example.edition).filter { $0.ruleID == entry.id }.map(\.message), [], entry.id)
            }
        }
        XCTAssertGreaterThanOrEqual(seen, 2)
    }
}
