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

    /// docs/ci.md's GitHub Actions job is one a new user can paste: it parses, sets up Swift 6.2 or
    /// later, updates the package lists before installing every system package the build needs,
    /// pins higlint to a commit and caches the release build on that commit.
    func testTheGitHubActionsJobIsComplete() throws {
        let ci = try read("docs/ci.md")
        let job = try XCTUnwrap(section("GitHub Actions", of: ci).components(separatedBy: "```yaml").dropFirst().first?
            .components(separatedBy: "```").first)
        XCTAssertTrue(job.contains("swift:6.2") || job.contains("setup-swift"), "Swift 6.2 is set up")
        let update = try XCTUnwrap(job.range(of: "apt-get update"), "apt-get update")
        let install = try XCTUnwrap(job.range(of: "apt-get install"), "apt-get install")
        XCTAssertLessThan(update.lowerBound, install.lowerBound, "the lists are updated before installing")
        let installLine = job[install.lowerBound...].prefix { $0 != "\n" }
        for package in ["libyaml-dev", "libxml2-dev", "pkg-config"] {
            XCTAssertTrue(installLine.contains(package), "\(package) is installed: \(installLine)")
        }
        XCTAssertTrue(job.contains("HIGLINT_COMMIT: COMMIT_SHA"), "higlint is pinned to a commit")
        XCTAssertTrue(job.contains("fetch -q --depth 1 \"$HIGLINT_REPOSITORY\" \"$HIGLINT_COMMIT\""), "the pinned commit is what is built")
        XCTAssertTrue(job.contains("uses: actions/cache@v4") && job.contains("key: higlint-${{ env.HIGLINT_COMMIT }}"),
                      "the release build is cached on the commit")
        XCTAssertTrue(job.contains("if: steps.cache.outputs.cache-hit != 'true'"), "a cached build is not rebuilt")
        XCTAssertTrue(job.contains("swift build -c release"), "a release build")
        XCTAssertFalse(job.contains("sudo "), "the container runs as root and has no sudo")
        // Every apt-get install anywhere in the README and docs/ci.md comes after an update.
        for path in ["README.md", "docs/ci.md"] {
            let text = try read(path)
            for block in text.components(separatedBy: "```").enumerated().filter({ $0.offset % 2 == 1 }).map(\.element)
            where block.contains("apt-get install") {
                XCTAssertTrue(block.contains("apt-get update"), "\(path): \(block)")
            }
        }
        // It parses as YAML: higlint's own YAML reader finds no syntax error in it (its other
        // findings are about the file not being a screen description).
        let run = try HiglintBinary.run(["lint", "--format", "json", "--stdin-filename", "job.yml", "-"], stdin: job)
        XCTAssertFalse(run.stdout.contains("invalid-document"), run.stdout)
        XCTAssertTrue(run.stdout.contains("\"diagnostics\""), run.stdout + run.stderr)
    }

    /// The README's prerequisites name everything a fresh machine needs.
    func testTheReadmeNamesEveryPrerequisite() throws {
        let setUp = section("Set up and run", of: try read("README.md"))
        for word in ["Swift 6.2", "libyaml-dev", "libxml2-dev", "pkg-config", "python3", "apt-get update", "macOS",
                     "brew install libyaml", "not run in CI"] {
            XCTAssertTrue(setUp.contains(word), "README's set-up does not say \(word)")
        }
        let install = section("Install", of: try read("README.md"))
        XCTAssertTrue(install.contains("Swift runtime") && install.contains("--static-swift-stdlib"), install)
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
