import Foundation
import HiglintTestSupport
import XCTest

/// End-to-end: the built `higlint` binary, its exit statuses, streams and files, as a CI job
/// or a person at a terminal meets them.
final class CLITests: XCTestCase {
    typealias Run = BinaryRun

    static let checkout = HiglintBinary.checkout

    @discardableResult
    func higlint(_ arguments: [String], stdin: String? = nil, environment: [String: String] = [:], in directory: URL? = nil) throws -> Run {
        try HiglintBinary.run(arguments, stdin: stdin, environment: environment, in: directory)
    }

    private var folder: ScratchFolder!
    private var scratch: URL { folder.url }

    override func setUpWithError() throws {
        folder = try ScratchFolder(for: self)
    }

    func testExitZeroOnACleanFile() throws {
        let file = try folder.write(Screens.clean, "clean.yaml")
        let run = try higlint([file.path])
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.stdout, "")
        // The summary says what was read, so a run that read nothing does not look clean.
        XCTAssertEqual(run.stderr, "higlint: 1 file, 1 popover, 0 passed over, 0 errors, 0 warnings, 0 infos\n")
    }

    func testExitOneOnAnErrorWithTheDocumentedLine() throws {
        try folder.write(Screens.withError, "share.yaml")
        let run = try higlint(["lint", "share.yaml"], in: scratch)
        XCTAssertEqual(run.status, 1)
        let lines = run.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, 1)
        XCTAssertTrue(lines[0].hasPrefix("share.yaml:7:7: error: "), String(lines[0]))
        XCTAssertTrue(lines[0].hasSuffix(" [popover-in-compact]"), String(lines[0]))
        XCTAssertFalse(run.stdout.contains("\u{1B}"), "no colour when not a terminal")
    }

    func testFailOnDecidesWhichSeverityFails() throws {
        let file = try folder.write(Screens.warningOnly, "warn.yaml")
        XCTAssertEqual(try higlint([file.path]).status, 0)
        XCTAssertEqual(try higlint(["--fail-on", "warning", file.path]).status, 1)
        XCTAssertEqual(try higlint(["--fail-on", "info", file.path]).status, 1)
        let quiet = try higlint(["--quiet", file.path])
        XCTAssertEqual(quiet.stdout, "", "--quiet reports errors only")
    }

    /// Xcode shows `error:`, `warning:` and `note:` lines of a build step and leaves `info:` in the
    /// log: `--format xcode` writes an info as a note and is otherwise the text format.
    func testXcodeFormatWritesAnInfoAsANote() throws {
        try folder.write(Screens.withError, "share.yaml")
        try folder.write("rules:\n  popover-in-compact: info\n", ".higlint.yml")
        let text = try higlint(["lint", "share.yaml"], in: scratch)
        let xcode = try higlint(["lint", "--format", "xcode", "--color", "always", "share.yaml"], in: scratch)
        XCTAssertTrue(text.stdout.hasPrefix("share.yaml:7:7: info: "), text.stdout)
        XCTAssertEqual(xcode.stdout, text.stdout.replacingOccurrences(of: ": info: ", with: ": note: "))
        XCTAssertEqual(xcode.stderr, text.stderr, "the same summary line on standard error")
        XCTAssertEqual(xcode.status, text.status)

        try folder.write("", ".higlint.yml")
        let error = try higlint(["lint", "--format", "xcode", "share.yaml"], in: scratch)
        XCTAssertEqual(error.status, 1)
        XCTAssertTrue(error.stdout.hasPrefix("share.yaml:7:7: error: "), error.stdout)
    }

    func testExitTwoForAMissingPathWithOneLineAndNoReport() throws {
        let file = try folder.write(Screens.withError, "share.yaml")
        let run = try higlint(["--format", "json", file.path, scratch.appendingPathComponent("missing.yaml").path])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(run.stderr.split(separator: "\n").count, 1)
        XCTAssertTrue(run.stderr.contains("missing.yaml"))
    }

    func testExitTwoForBadArguments() throws {
        for arguments in [["--format", "xml", "."], ["--fail-on", "fatal", "."], ["--no-such-option"], ["--jobs", "0", "."]] {
            let run = try higlint(arguments)
            XCTAssertEqual(run.status, 2, arguments.joined(separator: " "))
            XCTAssertEqual(run.stdout, "", arguments.joined(separator: " "))
            XCTAssertEqual(run.stderr.split(separator: "\n").count, 1, run.stderr)
        }
    }

    func testJSONReportShapeAndStandardInput() throws {
        let json = """
        {"screen": "Share", "platform": "iOS", "elements": [
        \t{"id": "share", "type": "button", "presents": {"compactAdaptation": "none", "type": "popover"}}]}
        """
        let run = try higlint(["--format", "json", "--stdin-filename", "design/share.json", "-"], stdin: json)
        XCTAssertEqual(run.status, 1)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(report["version"] as? Int, 1)
        let diagnostics = try XCTUnwrap(report["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(diagnostics.count, 1)
        let first = diagnostics[0]
        XCTAssertEqual(first["file"] as? String, "design/share.json")
        XCTAssertEqual(first["line"] as? Int, 2)
        XCTAssertEqual(first["column"] as? Int, 49)
        XCTAssertEqual(first["rule"] as? String, "popover-in-compact")
        XCTAssertEqual(first["severity"] as? String, "error")
        XCTAssertNotNil(first["message"] as? String)
        XCTAssertEqual(first["source"] as? String, "000_26840a49b3d096f9")
        let summary = try XCTUnwrap(report["summary"] as? [String: Int])
        XCTAssertEqual(summary, ["files": 1, "popovers": 1, "passedOver": 0, "errors": 1, "warnings": 0, "infos": 0])
    }

    func testOutputFileTakesTheReport() throws {
        let file = try folder.write(Screens.withError, "share.yaml")
        let output = scratch.appendingPathComponent("report.json")
        let run = try higlint(["--format", "json", "--output", output.path, file.path])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, "")
        XCTAssertTrue(try String(contentsOf: output, encoding: .utf8).contains("popover-in-compact"))
    }

    func testColourIsOptInAndNoColorIsHonoured() throws {
        let file = try folder.write(Screens.withError, "share.yaml")
        XCTAssertTrue(try higlint(["--color", "always", file.path]).stdout.contains("\u{1B}[31merror"))
        XCTAssertFalse(try higlint(["--color", "auto", file.path], environment: ["NO_COLOR": "1"]).stdout.contains("\u{1B}"))
        XCTAssertFalse(try higlint(["--color", "never", file.path]).stdout.contains("\u{1B}"))
    }

    func testFolderWalkSkipsHiddenAndBuildFoldersAndSurvivesLinkLoops() throws {
        try folder.write(Screens.withError, "designs/b.yaml")
        try folder.write(Screens.withError, "designs/a/c.yml")
        try folder.write(Screens.withError, "designs/.hidden/x.yaml")
        try folder.write(Screens.withError, "designs/.build/x.yaml")
        try folder.write("not a screen", "designs/notes.txt")
        try FileManager.default.createSymbolicLink(atPath: scratch.appendingPathComponent("designs/a/loop").path, withDestinationPath: "..")
        let run = try higlint(["designs"], in: scratch)
        XCTAssertEqual(run.status, 1)
        let files = run.stdout.split(separator: "\n").map { String($0.split(separator: ":")[0]) }
        XCTAssertEqual(files, ["designs/a/c.yml", "designs/b.yaml"])
    }

    func testParallelRunsGiveTheSameReport() throws {
        for index in 0..<12 { try folder.write(index % 2 == 0 ? Screens.withError : Screens.warningOnly, "many/f\(index).yaml") }
        let one = try higlint(["--jobs", "1", "--format", "json", "many"], in: scratch)
        let four = try higlint(["--jobs", "4", "--format", "json", "many"], in: scratch)
        XCTAssertEqual(one.stdout, four.stdout)
        XCTAssertEqual(one.status, four.status)
    }

    func testABrokenSecondDocumentStillReportsTheFirst() throws {
        let file = try folder.write(Screens.withError + "---\nscreen: [\n", "stream.yaml")
        let run = try higlint([file.path])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stdout.contains("[popover-in-compact]"))
        XCTAssertEqual(run.stdout.components(separatedBy: "[invalid-document]").count, 2)
    }

    func testExplainQuotesTheGuidelineItsSourceAndAnExample() throws {
        let run = try higlint(["explain", "popover-nested"])
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.stdout.contains("Never show a cascade or hierarchy of popovers"))
        XCTAssertTrue(run.stdout.contains("000_26840a49b3d096f9"))
        XCTAssertTrue(run.stdout.contains("https://developer.apple.com/design/human-interface-guidelines/popovers"))
        XCTAssertTrue(run.stdout.contains("type: popover"))
        // An example for each kind of file it has, its wording in each kind of file, and for which
        // the fix exists.
        let compact = try higlint(["explain", "popover-in-compact"]).stdout
        for words in ["Triggers:", "Triggers (JSON):", "In each kind of file (YAML, JSON, storyboards, xibs, Swift):",
                      "    Swift: This popover stays a popover", "`.presentationCompactAdaptation(.sheet)`", "    Storyboards and xibs: ",
                      "Fix (safe, higlint --fix):\n", "For YAML and JSON screen descriptions.\n",
                      "Fix in Swift (safe, higlint --fix):\n  `.presentationCompactAdaptation(.none)` or `(.popover)`",
                      "Storyboards and xibs get no fix; their findings say what to change in Xcode."] {
            XCTAssertTrue(compact.contains(words), "explain popover-in-compact does not say \(words)")
        }
        // Each kind of file its fix applies to, with its own kind: popover-arrow's is unsafe in
        // YAML, safe in Swift; a rule with no Swift fix says Swift gets none.
        let arrowFixes = try higlint(["explain", "popover-arrow"]).stdout
        XCTAssertTrue(arrowFixes.contains("Fix (unsafe, higlint --fix --unsafe-fixes):") && arrowFixes.contains("Fix in Swift (safe, higlint --fix):"),
                      arrowFixes)
        let save = try higlint(["explain", "popover-save-on-dismiss"]).stdout
        XCTAssertTrue(save.contains("For YAML and JSON screen descriptions only: storyboards, xibs and Swift files get no fix"), save)
        XCTAssertFalse(save.contains("Fix in Swift"), save)
        XCTAssertTrue(run.stdout.contains("Fix: none, for any kind of file."), run.stdout)
        for words in ["Triggers (JSON):", "Triggers (Swift):", ".popover(isPresented: $showsInvitees)", "Triggers (storyboard):",
                      "kind=\"popoverPresentation\"", "Does not trigger (Swift):", "NavigationStack {",
                      "Does not trigger (storyboard):", "kind=\"show\""] {
            XCTAssertTrue(run.stdout.contains(words), "explain popover-nested does not show \(words)")
        }
        XCTAssertFalse(run.stdout.contains("not checked"), run.stdout)
        // A kind of file the rule cannot fire on is named, with the reason, in place of its examples.
        let covers = try higlint(["explain", "popover-covers-source"]).stdout
        XCTAssertTrue(covers.contains("\nSwift files: not checked — Swift code has no layout"), covers)
        XCTAssertTrue(covers.contains("\nStoryboards and xibs: not checked — A storyboard does not give a popover's frame"), covers)
        XCTAssertFalse(covers.contains("Triggers (Swift):") || covers.contains("Does not trigger (Swift):"), covers)
        // Nor a wording for a kind of file it never speaks in.
        XCTAssertFalse(covers.contains("    Swift: ") || covers.contains("    Storyboards and xibs: "), covers)
        let koreanCovers = try higlint(["explain", "--locale", "ko", "popover-covers-source"]).stdout
        XCTAssertTrue(koreanCovers.contains("\nSwift 파일: 검사하지 않음 — Swift 코드에는 레이아웃이 없어"), koreanCovers)
        // A rule that fires on Swift for one reason only shows that Swift example and wording.
        let arrow = try higlint(["explain", "popover-arrow"]).stdout
        XCTAssertTrue(arrow.contains("Triggers (Swift):") && arrow.contains("sourceRect = infoButton.frame"), arrow)
        XCTAssertTrue(arrow.contains("\nStoryboards and xibs: not checked — A storyboard does not give a popover's frame"), arrow)
        XCTAssertTrue(arrow.contains("    YAML and JSON: The permitted arrow directions"), arrow)
        XCTAssertTrue(run.stdout.contains("Its messages read the same in every kind of file."), run.stdout)
        // An example that fires in one edition only says so, and the edition explained gets its own.
        let oversize = try higlint(["explain", "popover-oversize"]).stdout
        XCTAssertTrue(oversize.contains("Triggers (Swift, edition ios-2011):\n"), oversize)
        XCTAssertFalse(oversize.contains("Triggers:\n    # The 2011 text's 600-point width"), oversize)
        let oversize2011 = try higlint(["explain", "--edition", "ios-2011", "popover-oversize"]).stdout
        XCTAssertTrue(oversize2011.contains("Triggers:\n    # The 2011 text's 600-point width") && oversize2011.contains("Triggers (Swift):\n"),
                      oversize2011)
        let korean = try higlint(["explain", "--locale", "ko", "popover-in-compact"]).stdout
        XCTAssertTrue(korean.contains("파일 종류별 메시지") && korean.contains("`.presentationCompactAdaptation(.sheet)`"), korean)
        let unknown = try higlint(["explain", "popover-nestd"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("popover-nested"))
    }

    /// `higlint rules --edition X` says, per edition, which rules are on: with no configuration,
    /// exactly those whose EDITIONS name X (EditionTests holds EDITIONS to the catalog).
    func testRulesShowsWhichRulesAreOnInEachEdition() throws {
        for edition in ["current", "ios-2017", "ios-2011"] {
            let run = try higlint(["rules", "--edition", edition], in: scratch)
            XCTAssertEqual(run.status, 0, run.stderr)
            var on = 0, off = 0
            for line in run.stdout.split(separator: "\n").dropFirst() where line.hasPrefix("popover-") {
                let columns = line.split(separator: " ", omittingEmptySubsequences: true)
                XCTAssertGreaterThanOrEqual(columns.count, 4, String(line))
                let stated = columns[2].split(separator: ",").contains { $0 == edition }
                XCTAssertEqual(String(columns[3]), stated ? "yes" : "no", "\(edition): \(line)")
                if stated { on += 1 } else { off += 1 }
            }
            XCTAssertGreaterThan(on, 0, edition)
            XCTAssertGreaterThan(off, 0, edition)
        }
        let current = try higlint(["rules"], in: scratch).stdout
        XCTAssertTrue(current.split(separator: "\n").contains { $0.hasPrefix("popover-contrast ") && $0.contains(" ios-2011 ") }, current)
        XCTAssertTrue(current.split(separator: "\n").contains { $0.hasPrefix("popover-deprecated-api ") && $0.contains(" current,ios-2017 ") }, current)
    }

    func testRulesListsEveryRuleAndVersionPrints() throws {
        let rules = try higlint(["rules"])
        XCTAssertEqual(rules.status, 0)
        for id in ["popover-nested", "popover-in-compact", "invalid-document", "unknown-key"] {
            XCTAssertTrue(rules.stdout.contains(id), id)
        }
        let version = try higlint(["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertFalse(version.stdout.isEmpty)
    }

    /// cli.md, "Notices that are not findings": `--help`, `rules`, `explain`, `invalid-document`'s
    /// words and docs/cli.md name every kind of file higlint reads, and say nothing the catalog no
    /// longer holds (a menu over a popover is allowed).
    func testHelpRulesAndExplainNameEveryKindOfFileRead() throws {
        let kinds = ["YAML", "JSON", "storyboard", "xib", "Swift"]
        let help = try higlint(["--help"]).stdout, lintHelp = try higlint(["lint", "--help"]).stdout
        let rules = try higlint(["rules"]).stdout
        let invalidDocument = try XCTUnwrap(rules.split(separator: "\n").first { $0.hasPrefix("invalid-document ") })
        let cli = try String(contentsOf: HiglintBinary.checkout.appendingPathComponent("docs/cli.md"), encoding: .utf8)
        let usage = String(cli.prefix(2000))
        for kind in kinds {
            XCTAssertTrue(help.contains(kind), "--help does not name \(kind): \(help)")
            XCTAssertTrue(lintHelp.lowercased().contains(kind.lowercased()), "lint --help does not name \(kind)")
            XCTAssertTrue(invalidDocument.lowercased().contains(kind.lowercased()), "invalid-document does not name \(kind): \(invalidDocument)")
            XCTAssertTrue(usage.contains(kind), "docs/cli.md's usage does not name \(kind)")
        }
        // popover-over-popover allows a menu: neither its summary nor explain says otherwise.
        let overPopover = try XCTUnwrap(rules.split(separator: "\n").first { $0.hasPrefix("popover-over-popover ") })
        let explain = try higlint(["explain", "popover-over-popover"]).stdout
        for text in [String(overPopover), explain] {
            XCTAssertFalse(text.contains("menu or panel"), text)
            XCTAssertFalse(text.contains("sheet, menu"), text)
        }
        XCTAssertTrue(explain.contains("menu") && explain.contains("allowed"), explain)
    }
}

extension CLITests {
    /// What each subcommand says when run bare, in an empty folder: its exit status and words
    /// that tell a newcomer what happened or what to do. A subcommand `--help` lists that is
    /// missing here fails the test.
    static let bareRuns: [String: (status: Int32, saying: String)] = [
        "lint": (2, "the current folder holds no .json, .storyboard, .swift, .xib, .yaml, .yml file to lint; check the path, or pass --allow-empty"),
        "rules": (0, "popover-nested"),
        "explain": (2, "Missing expected argument '<rule>'"),
        "init": (0, ".higlint.yml"),
        "popovers": (2, "the current folder holds no .json, .storyboard, .swift, .xib, .yaml, .yml file to lint"),
        // A language server whose client went away without `shutdown` exits 1, as LSP asks.
        "lsp": (1, "standard input ended before shutdown and exit"),
    ]

    func testEverySubcommandRunBareSaysWhatItDid() throws {
        let help = try higlint(["--help"]).stdout
        let section = help.components(separatedBy: "SUBCOMMANDS:").last ?? ""
        // Entries stand two spaces in; their wrapped descriptions further in.
        let listed = section.split(separator: "\n")
            .filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") && !$0.hasPrefix("  See ") }
            .compactMap { $0.split(separator: " ").first.map(String.init) }
        XCTAssertEqual(Set(listed), Set(Self.bareRuns.keys), help)
        // No subcommand at all is `lint`.
        for arguments in listed.map({ [$0] }) + [[]] {
            let call = (["higlint"] + arguments).joined(separator: " ")
            let expected = Self.bareRuns[arguments.first ?? "lint"]!
            let folder = try ScratchFolder(for: self)
            let run = try folder.run(arguments)
            XCTAssertEqual(run.status, expected.status, "\(call): \(run.stderr)")
            XCTAssertTrue((run.stdout + run.stderr).contains(expected.saying), "\(call): \(run.stdout)\(run.stderr)")
            XCTAssertFalse(run.stderr.contains("did you mean"), "\(call) was read as a path: \(run.stderr)")
            if expected.status == 2 {
                XCTAssertEqual(run.stderr.split(separator: "\n").count, 1, "\(call): one line on standard error: \(run.stderr)")
            }
            if arguments == ["init"] {
                XCTAssertTrue(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(".higlint.yml").path), call)
            }
        }
        let usage = try higlint(["help"], in: scratch)
        XCTAssertEqual(usage.status, 0)
        XCTAssertTrue(usage.stdout.contains("SUBCOMMANDS:"), usage.stdout)
    }
}
