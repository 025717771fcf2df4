// A plain `swift build` compiles this target too, and where XCTest is not there to import (a
// `--static-swift-stdlib` build on Linux, whose static runtime has no XCTest; Apple's Command Line
// Tools without Xcode) it must still build: it is then empty, and only the tests, which need
// XCTest anyway, use it.
#if canImport(XCTest)
import Foundation
import XCTest

/// A fresh folder for one test, removed when the test ends.
public struct ScratchFolder: Sendable {
    public let url: URL

    public init(for test: XCTestCase) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("higlint-\(type(of: test))-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        self.url = url
    }

    /// Writes `text` to `name` inside the folder, making the folders it names.
    @discardableResult
    public func write(_ text: String, _ name: String) throws -> URL {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file
    }
}
#endif
