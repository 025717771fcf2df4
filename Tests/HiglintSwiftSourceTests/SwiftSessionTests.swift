import Foundation
import HiglintCore
import HiglintSwiftSource
import XCTest

/// A language server's call: a Swift buffer that was never saved, linted by a session that was
/// given the Swift reader, as the file it would be.
final class SwiftSessionTests: XCTestCase {
    func testAnUnsavedSwiftBufferIsLintedByTheSessionsSwiftReader() throws {
        let source = try String(contentsOf: SwiftCheckout.fixtures.appendingPathComponent("popover-inside-popover.swift"), encoding: .utf8)
        let folder = FileManager.default.temporaryDirectory.path
        let session = try LintSession(options: LintOptions(directory: folder, readsConfiguration: false, locale: .en,
                                                           readers: .standard))
        let diagnostics = session.lintDocument(Array(source.utf8), path: "Sources/App/Untitled.swift")
        XCTAssertEqual(diagnostics.map { "\($0.ruleID) \($0.range.start)" }, ["popover-nested 18:25"])
        XCTAssertEqual(diagnostics.first?.file, "Sources/App/Untitled.swift")

        let withoutSwift = try LintSession(options: LintOptions(directory: folder, readsConfiguration: false))
        XCTAssertEqual(withoutSwift.lintDocument(Array(source.utf8), path: "Untitled.swift").map(\.ruleID), ["invalid-document"],
                       "without the Swift reader, Swift is read as YAML and refused, never passed over in silence")
    }
}
