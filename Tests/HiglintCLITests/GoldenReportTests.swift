import Foundation
import XCTest

/// The reports of Fixtures/ (standard output, standard error and exit status of every case in
/// scripts/check-expected.sh) are exactly the committed ones in Fixtures/expected/.
final class GoldenReportTests: XCTestCase {
    func testReportsMatchFixturesExpected() throws {
        let (status, text) = try runCheckScript("scripts/check-expected.sh")
        XCTAssertEqual(status, 0, text)
        XCTAssertFalse(text.contains("FAIL"), text)
    }
}

/// Runs a check script of scripts/ on the built binary, from the checkout: its exit status and
/// everything it printed.
func runCheckScript(_ script: String) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [script, HiglintBinary.path.path]
    process.currentDirectoryURL = HiglintBinary.checkout
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
}

/// A team's first run on a tree that looks like its app repository (scripts/check-app-repository.sh):
/// only its screens, storyboards and Swift are read, git's ignore rules hold with git and without it,
/// and the summary's popover count is what `higlint popovers` lists.
final class AppRepositoryTests: XCTestCase {
    func testFirstRunOnAnAppRepositoryMatchesFixturesExpected() throws {
        let (status, text) = try runCheckScript("scripts/check-app-repository.sh")
        XCTAssertEqual(status, 0, text)
        XCTAssertFalse(text.contains("FAIL"), text)
        XCTAssertTrue(text.contains("ok   app-repository no-git"), text)
    }
}
