import Foundation
import HiglintTestSupport
import XCTest

/// Mistakes a new user makes, and what higlint answers (issue 21, "Errors that say what to do"):
/// exit status 2, one line on standard error that says what to do, nothing on standard output.
final class CommandErrorTests: XCTestCase {
    private var folder: ScratchFolder!

    override func setUpWithError() throws {
        folder = try ScratchFolder(for: self)
    }

    /// Exit status 2, nothing on standard output, one line on standard error holding `expected`.
    private func assertFails(_ arguments: [String], saying expected: String..., file: StaticString = #filePath, line: UInt = #line) throws {
        let run = try folder.run(arguments)
        let call = arguments.joined(separator: " ")
        XCTAssertEqual(run.status, 2, call, file: file, line: line)
        XCTAssertEqual(run.stdout, "", call, file: file, line: line)
        XCTAssertEqual(run.stderr.split(separator: "\n").count, 1, "\(call): \(run.stderr)", file: file, line: line)
        for text in expected {
            XCTAssertTrue(run.stderr.contains(text), "\(call): \(run.stderr)", file: file, line: line)
        }
    }

    static let screen = "screen: Calendar\nplatform: iPadOS\nelements:\n  - {id: add, type: barButton}\n"

    func testAMissingPathTypedWhereASubcommandGoesIsAskedAbout() throws {
        try assertFails(["lnt"], saying: "did you mean `lint`?")
        try assertFails(["rule"], saying: "did you mean `rules`?")
        try assertFails(["explian", "x"], saying: "explian", "did you mean `explain`?")
        // Only where a subcommand goes: a missing file among paths is just missing.
        try folder.write(Self.screen, "a.yaml")
        let later = try folder.run(["a.yaml", "lnt"])
        XCTAssertEqual(later.status, 2)
        XCTAssertFalse(later.stderr.contains("did you mean"), later.stderr)
    }

    func testAnInvalidChoicePrintsTheChoices() throws {
        try assertFails(["--format", "xml", "."], saying: "text, json, sarif, junit, checkstyle, github, gitlab")
        try assertFails(["--color", "sometimes", "."], saying: "auto", "always", "never")
    }

    func testStdinFilenameWithoutDashIsAnError() throws {
        try folder.write(Self.screen, "a.yaml")
        try assertFails(["--stdin-filename", "x.json"], saying: "--stdin-filename", "add -")
        let withDash = try folder.run(["--stdin-filename", "x.yaml", "-"], stdin: Self.screen)
        XCTAssertEqual(withDash.status, 0, withDash.stderr)
    }

    func testJobsMustBeAPositiveNumber() throws {
        for value in ["-1", "0"] {
            try assertFails(["--jobs", value, "."], saying: "--jobs must be a positive number", value)
        }
        try assertFails(["--max-file-size", "-5", "."], saying: "--max-file-size must be a number of bytes")
    }

    func testPathsThatHoldNothingToLintAreAnErrorUnlessAllowed() throws {
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("empty"), withIntermediateDirectories: true)
        try folder.write("# Screens\n", "docs-only/README.md")
        try folder.write(Self.screen, "drafts/a.yaml")
        try folder.write("exclude: [\"drafts/**\"]\n", "excluding.cfg")
        try assertFails(["empty"], saying: "empty holds no", "--allow-empty")
        try assertFails(["--format", "json", "docs-only"], saying: "docs-only holds no")
        try assertFails(["--config", "excluding.cfg", "drafts"], saying: "include and exclude of excluding.cfg")
        try assertFails(["drafts", "empty"], saying: "empty holds no")
        for arguments in [["--allow-empty", "empty"], ["--allow-empty", "--config", "excluding.cfg", "drafts"]] {
            let allowed = try folder.run(arguments)
            XCTAssertEqual(allowed.status, 0, "\(arguments): \(allowed.stderr)")
            XCTAssertTrue(allowed.stderr.contains("0 files"), allowed.stderr)
        }
        // A folder named again, or inside one named before, is walked once and still matches.
        XCTAssertNotEqual(try folder.run(["drafts", "drafts", "."]).status, 2)
        XCTAssertNotEqual(try folder.run([".", "drafts"]).status, 2)
        // No path: the current folder.
        let emptyFolder = folder.url.appendingPathComponent("empty")
        let none = try HiglintBinary.run([], in: emptyFolder)
        XCTAssertEqual(none.status, 2)
        XCTAssertTrue(none.stderr.contains("the current folder holds no"), none.stderr)
    }

    func testMissingFilesSayWhyAndWhatToDo() throws {
        try folder.write(Self.screen, "a.yaml")
        try assertFails(["--baseline", "nothere.json", "a.yaml"], saying: "nothere.json: no such baseline file", "--write-baseline nothere.json")
        try assertFails(["--output", "/no/dir/x", "a.yaml"], saying: "the folder /no/dir does not exist")
        try assertFails(["--format", "sarif", "--output", "out/x.sarif", "a.yaml"], saying: "the folder out does not exist")
        try assertFails(["--write-baseline", "no/b.json", "a.yaml"], saying: "the folder no does not exist")
        try assertFails(["init", "--output", "no/.higlint.yml"], saying: "the folder no does not exist")
        let lint = try folder.run(["--config", "nothere.yml", "a.yaml"])
        let rules = try folder.run(["rules", "--config", "nothere.yml"])
        XCTAssertEqual(rules.status, 2)
        XCTAssertEqual(rules.stdout, "")
        XCTAssertEqual(rules.stderr, lint.stderr, "rules speaks as lint does")
        XCTAssertTrue(lint.stderr.contains("nothere.yml: no such configuration file"), lint.stderr)
    }

    func testExplainKnowsEveryRuleItSuggests() throws {
        let meta = try folder.run(["explain", "unused-suppression"])
        XCTAssertEqual(meta.status, 0, meta.stderr)
        XCTAssertTrue(meta.stdout.contains("unused-suppression"), meta.stdout)
        try assertFails(["explain", "popover-nestd"], saying: "did you mean 'popover-nested'?")
        // Nothing near: no far-fetched guess, but where to look.
        let far = try folder.run(["explain", "zzzzzzzz"])
        XCTAssertFalse(far.stderr.contains("did you mean"), far.stderr)
        XCTAssertTrue(far.stderr.contains("higlint rules"), far.stderr)
    }

    func testSharedOptionsMayComeBeforeTheSubcommand() throws {
        let rules = try folder.run(["--locale", "ko", "--edition", "ios-2011", "rules"])
        XCTAssertEqual(rules.status, 0, rules.stderr)
        XCTAssertTrue(rules.stdout.contains("팝오버"), rules.stdout)
        XCTAssertTrue(rules.stdout.split(separator: "\n").contains { $0.hasPrefix("popover-undersize ") && $0.contains(" yes ") })
        let explain = try folder.run(["--locale=ko", "explain", "popover-nested"])
        XCTAssertEqual(explain.status, 0, explain.stderr)
        XCTAssertTrue(explain.stdout.contains("팝오버"), explain.stdout)
    }
}
