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
