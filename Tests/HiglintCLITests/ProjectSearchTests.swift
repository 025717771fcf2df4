import Foundation
import HiglintTestSupport
import XCTest

/// Which devices the app runs on comes from its Xcode project wherever the lint starts: a
/// folder or a file below the project's folder (`higlint Sources/`, a pre-commit hook's list of
/// changed files, `higlint .` inside a subfolder) is read with the project above it, up to the
/// repository's root; outside a repository, up to the current folder.
final class ProjectSearchTests: XCTestCase {
    private static let iPhoneOnly = HiglintBinary.checkout.appendingPathComponent("Fixtures/joins/passes-swift-iphone-only-project")

    /// `Share.xcodeproj` (iPhone only) beside `Share/ShareViewController.swift`, whose action sheet
    /// has no source: a sheet on iPhone, an exception on iPad.
    private func app(inRepository: Bool) throws -> ScratchFolder {
        let folder = try ScratchFolder(for: self)
        for file in ["Share.xcodeproj/project.pbxproj", "Share/ShareViewController.swift"] {
            try folder.write(String(contentsOf: Self.iPhoneOnly.appendingPathComponent(file), encoding: .utf8), file)
        }
        if inRepository { try FileManager.default.createDirectory(at: folder.url.appendingPathComponent(".git"), withIntermediateDirectories: true) }
        return folder
    }

    private func findings(_ arguments: [String], in directory: URL) throws -> [String] {
        let run = try HiglintBinary.run(["--color", "never"] + arguments, in: directory)
        XCTAssertNotEqual(run.status, 2, run.stderr)
        return run.stdout.split(separator: "\n").compactMap { $0.split(separator: "[").last.map { String($0.dropLast()) } }
    }

    func testAFolderOrFileBelowTheProjectIsReadWithIt() throws {
        let folder = try app(inRepository: false)
        XCTAssertEqual(try findings(["."], in: folder.url), [])
        XCTAssertEqual(try findings(["Share"], in: folder.url), [])
        XCTAssertEqual(try findings(["Share/ShareViewController.swift"], in: folder.url), [])
        // Outside a repository the search stops at the current folder: the project above it is
        // not this run's.
        XCTAssertEqual(try findings(["."], in: folder.url.appendingPathComponent("Share")), ["popover-no-source"])
    }

    func testInsideARepositoryTheSearchGoesUpToItsRoot() throws {
        let folder = try app(inRepository: true)
        let share = folder.url.appendingPathComponent("Share")
        XCTAssertEqual(try findings(["."], in: share), [])
        XCTAssertEqual(try findings(["ShareViewController.swift"], in: share), [])
        XCTAssertEqual(try findings([share.path + "/ShareViewController.swift"], in: FileManager.default.temporaryDirectory), [])
    }
}
