import Foundation
import XCTest

/// The reports of Fixtures/ (standard output, standard error and exit status of every case in
/// scripts/check-expected.sh) are exactly the committed ones in Fixtures/expected/.
final class GoldenReportTests: XCTestCase {
    func testReportsMatchFixturesExpected() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["scripts/check-expected.sh", HiglintBinary.path.path]
        process.currentDirectoryURL = HiglintBinary.checkout
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, text)
        XCTAssertFalse(text.contains("FAIL"), text)
    }
}

/// A team's first run on a tree that looks like its app repository (scripts/check-app-repository.sh):
/// only its screens, storyboards and Swift are read, git's ignore rules hold with git and without it,
/// and the summary's popover count is what `higlint popovers` lists.
final class AppRepositoryTests: XCTestCase {
    func testFirstRunOnAnAppRepositoryMatchesFixturesExpected() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["scripts/check-app-repository.sh", HiglintBinary.path.path]
        process.currentDirectoryURL = HiglintBinary.checkout
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, text)
        XCTAssertFalse(text.contains("FAIL"), text)
        XCTAssertTrue(text.contains("ok   app-repository no-git"), text)
    }
}
