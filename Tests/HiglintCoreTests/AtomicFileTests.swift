import Foundation
@testable import HiglintCore
import XCTest

/// How `--fix` replaces a file (issue #30): never over an edit made since the file was read.
final class AtomicFileTests: XCTestCase {
    func testAFileChangedSinceItWasReadIsNotReplaced() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("higlint-atomic-\(UUID().uuidString).yaml")
        defer { try? FileManager.default.removeItem(at: url) }
        try "screen: A\n".write(to: url, atomically: false, encoding: .utf8)
        let path = Array(url.path.utf8)
        let stamp = AtomicFile.Stamp(pathBytes: path)
        // Someone saves the file between higlint's read and its rename.
        try "screen: Edited by hand\n".write(to: url, atomically: false, encoding: .utf8)
        let why = AtomicFile.replace(pathBytes: path, with: Array("screen: Fixed\n".utf8), readAs: stamp)
        XCTAssertEqual(why, "it changed while higlint read it; run --fix again")
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "screen: Edited by hand\n")

        let now = AtomicFile.Stamp(pathBytes: path)
        XCTAssertNil(AtomicFile.replace(pathBytes: path, with: Array("screen: Fixed\n".utf8), readAs: now))
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "screen: Fixed\n")
    }
}
