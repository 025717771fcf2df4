import Foundation
@testable import HiglintSwiftSource
import SwiftParser
import SwiftSyntax
import XCTest

/// `RawTypeFacts` (one walk over swift-syntax's raw tree) promises to find exactly what
/// `TypeFactsVisitor` finds for every type whose code names no run context: held here on every
/// Swift fixture and on the Swift benchmark corpus (Benchmarks/generate_swift.py, generated here).
/// One field may differ by design: the visitor does not tell a size set on `self` from one set on
/// another controller, so it says `namesOwnSizeOrArrows` whenever the raw walk may.
final class TypeFactsDifferentialTests: XCTestCase {
    private static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func swiftFiles(under folder: URL) -> [URL] {
        let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        return (walk?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    private func benchmarkCorpus() throws -> [URL] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("higlint-typefacts-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let generate = Process()
        generate.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        generate.arguments = ["python3", Self.checkout.appendingPathComponent("Benchmarks/generate_swift.py").path, folder.path, "--files", "24"]
        generate.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        generate.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try generate.run()
        generate.waitUntilExit()
        XCTAssertEqual(generate.terminationStatus, 0, "Benchmarks/generate_swift.py failed")
        return swiftFiles(under: folder)
    }

    func testTheRawWalkFindsWhatTheVisitorFinds() throws {
        // Fixtures/hostile holds Swift made to take the parser minutes (higlint refuses it before parsing).
        let fixtures = swiftFiles(under: Self.checkout.appendingPathComponent("Fixtures")).filter { !$0.path.contains("/Fixtures/hostile/") }
        let files = fixtures + (try benchmarkCorpus())
        XCTAssertGreaterThan(files.count, 60)
        var compared = 0
        for file in files {
            let source = try String(contentsOf: file, encoding: .utf8)
            let tree = Parser.parse(source: source)
            let types = DeclaredTypes(tree)
            for sizeClassNames in [Set<String>(), ["sizeClass", "horizontalSizeClass", "width"]] {
                for type in types.all {
                    guard let raw = RawTypeFacts.facts(of: type, types: types, sizeClassNames: sizeClassNames) else { continue }
                    var visited = TypeFacts.visited(type, types: types, sizeClassNames: sizeClassNames)
                    if raw.namesOwnSizeOrArrows {
                        XCTAssertTrue(visited.namesOwnSizeOrArrows, "\(file.lastPathComponent): \(type.name)")
                    }
                    visited.namesOwnSizeOrArrows = raw.namesOwnSizeOrArrows
                    XCTAssertEqual(raw, visited, "\(file.lastPathComponent): \(type.name)")
                    compared += 1
                }
            }
        }
        XCTAssertGreaterThan(compared, 100, "types compared")
    }
}
