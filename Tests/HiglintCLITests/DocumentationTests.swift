import Foundation
import XCTest

/// What the README and docs/ci.md tell a new user to type must work today: how to get a
/// `higlint` to call, and a pre-commit configuration that names only what exists.
final class DocumentationTests: XCTestCase {
    private func read(_ path: String) throws -> String {
        try String(contentsOf: HiglintBinary.checkout.appendingPathComponent(path), encoding: .utf8)
    }

    /// The text of the `## title` section of a Markdown file.
    private func section(_ title: String, of text: String) -> String {
        guard let start = text.range(of: "\n## \(title)\n") else { return "" }
        let rest = text[start.upperBound...]
        return String(rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)])
    }

    func testTheReadmeSaysHowToGetTheHiglintItsExamplesCall() throws {
        let readme = try read("README.md")
        let install = section("Install", of: readme)
        XCTAssertTrue(install.contains("swift build -c release"), "the release build")
        XCTAssertTrue(install.contains(".build/release/higlint"), "where the binary lands")
        XCTAssertTrue(install.contains("swift run higlint"), "running without installing")
        XCTAssertLessThan(try XCTUnwrap(readme.range(of: "## Install")).lowerBound, try XCTUnwrap(readme.range(of: "## Use")).lowerBound,
                          "installing comes before using")
    }

    /// No snippet pins a release tag: higlint has none yet (`rev: v0.1.0` named one that does not exist).
    func testPreCommitSnippetsPinNoTagThatDoesNotExist() throws {
        for path in ["README.md", "docs/ci.md"] {
            let text = try read(path)
            for line in text.split(separator: "\n") where line.trimmingCharacters(in: .whitespaces).hasPrefix("rev:") {
                let value = line.split(separator: ":", maxSplits: 1)[1].split(separator: "#")[0].trimmingCharacters(in: .whitespaces)
                // A commit, or the placeholder docs/ci.md explains beside `OWNER`.
                XCTAssertTrue(value == "COMMIT_SHA" || value.range(of: "^[0-9a-f]{40}$", options: .regularExpression) != nil,
                              "\(path): `\(line)` pins something other than a commit")
            }
        }
    }

    /// Hooks the docs take from the repository exist in .pre-commit-hooks.yaml, and a
    /// `repo: local` hook runs what the shipped hook runs.
    func testPreCommitSnippetsAgreeWithTheHooksFile() throws {
        let hooksFile = try read(".pre-commit-hooks.yaml")
        let shipped = Set(hooksFile.split(separator: "\n").filter { $0.hasPrefix("- id: ") }.map { String($0.dropFirst(6)) })
        XCTAssertTrue(hooksFile.contains("entry: higlint\n  args: [lint]\n  language: system"), hooksFile)
        for path in ["README.md", "docs/ci.md"] {
            let text = try read(path)
            for snippet in text.components(separatedBy: "```yaml").dropFirst().map({ $0.components(separatedBy: "```")[0] })
            where snippet.contains("hooks:") {
                let ids = snippet.split(separator: "\n").compactMap { line -> String? in
                    let trimmed = line.trimmingCharacters(in: .whitespaces)
                    return trimmed.hasPrefix("- id: ") ? String(trimmed.dropFirst(6)) : nil
                }
                if snippet.contains("repo: local") {
                    XCTAssertTrue(snippet.contains("entry: higlint lint") && snippet.contains("language: system"), "\(path): \(snippet)")
                } else {
                    XCTAssertFalse(ids.isEmpty, "\(path): \(snippet)")
                    for id in ids { XCTAssertTrue(shipped.contains(id), "\(path): hook '\(id)' is not in .pre-commit-hooks.yaml") }
                }
            }
        }
    }
}
