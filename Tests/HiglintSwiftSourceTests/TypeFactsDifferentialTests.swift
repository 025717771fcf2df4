import Foundation
@testable import HiglintSwiftSource
import SwiftParser
import SwiftSyntax
import XCTest

/// `RawTypeFacts` (one walk over swift-syntax's raw tree) promises to find exactly what
/// `TypeFactsVisitor` finds for every type whose code names no run context: held here on every
/// Swift fixture and on the Swift benchmark corpus (Benchmarks/generate_swift.py, generated here
/// as `Benchmarks/run.sh --ci` generates it).
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
        generate.arguments = ["python3", Self.checkout.appendingPathComponent("Benchmarks/generate_swift.py").path, folder.path, "--files", "60"]
        generate.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        generate.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try generate.run()
        generate.waitUntilExit()
        XCTAssertEqual(generate.terminationStatus, 0, "Benchmarks/generate_swift.py failed")
        return swiftFiles(under: folder)
    }

    /// Compares the two walks on every type of `files`; returns how many types the raw walk read
    /// and how many it left to the visitor (code that may single out a run context).
    private func compare(_ files: [URL]) throws -> (compared: Int, declined: Int) {
        var compared = 0, declined = 0
        for file in files {
            let source = try String(contentsOf: file, encoding: .utf8)
            let tree = Parser.parse(source: source)
            let types = DeclaredTypes(tree)
            for sizeClassNames in [Set<String>(), ["sizeClass", "horizontalSizeClass", "width"]] {
                for type in types.all {
                    guard let raw = RawTypeFacts.facts(of: type, types: types, sizeClassNames: sizeClassNames) else {
                        declined += 1
                        continue
                    }
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
        return (compared, declined)
    }

    /// Every Swift fixture (the rule fixtures, the joins, the Swift reader's own cases, the app
    /// repository): written in the many shapes real code takes, conditions on the run context
    /// included, which the raw walk leaves to the visitor.
    func testTheRawWalkFindsWhatTheVisitorFindsInEveryFixture() throws {
        // Fixtures/hostile holds Swift made to take the parser minutes (higlint refuses it before parsing).
        let fixtures = swiftFiles(under: Self.checkout.appendingPathComponent("Fixtures")).filter { !$0.path.contains("/Fixtures/hostile/") }
        XCTAssertGreaterThan(fixtures.count, 60)
        for folder in ["Fixtures/rules", "Fixtures/joins", "Fixtures/swift", "Fixtures/app-repository"] {
            XCTAssertTrue(fixtures.contains { $0.path.contains("/\(folder)/") }, "no Swift fixture under \(folder)")
        }
        let (compared, declined) = try compare(fixtures)
        XCTAssertGreaterThan(compared, 150, "types compared")
        // Both kinds of type are there: the fixtures exercise the raw walk and its hand-over alike.
        XCTAssertGreaterThan(declined, 0, "no fixture's code singles out a run context")
    }

    /// The Swift benchmark corpus as `Benchmarks/run.sh --ci` generates it (60 files, the same
    /// seed): SwiftUI screens, their content views, UIKit presenters and models, the code whose
    /// speed the benchmark measures.
    func testTheRawWalkFindsWhatTheVisitorFindsInTheBenchmarkCorpus() throws {
        let corpus = try benchmarkCorpus()
        XCTAssertGreaterThanOrEqual(corpus.count, 60)
        XCTAssertGreaterThan(try compare(corpus).compared, 60, "types compared")
    }
}
