import Foundation
import HiglintTestSupport
import XCTest

/// Configuration, `--rule`, `init` and baselines through the binary, as a team adopting higlint
/// in an existing design repository meets them.
final class ConfigurationCLITests: XCTestCase {
    private var folder: ScratchFolder!

    override func setUpWithError() throws {
        folder = try ScratchFolder(for: self)
    }

    /// Two popovers over the 600-point width of edition ios-2011 (the only edition with that limit).
    private static let twoOversize = """
    screen: Library
    platform: iPadOS
    elements:
      - id: filter
        type: barButton
        presents:
          id: filters
          type: popover
          size: {width: 700, height: 300}
      - id: sort
        type: barButton
        presents:
          id: sorting
          type: popover
          size: {width: 620, height: 300}

    """

    func testConfigurationFileIsFoundAndItsRulesApply() throws {
        try folder.write(Self.twoOversize, "designs/library.yaml")
        XCTAssertEqual(try folder.run(["--edition", "ios-2011", "designs"]).stdout.split(separator: "\n").count, 2)
        try folder.write("edition: ios-2011\nrules:\n  popover-oversize: {severity: error, maxWidth: 650}\n", ".higlint.yml")
        let run = try folder.run(["designs"])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, "designs/library.yaml:9:7: error: Popover is 700 pt wide; keep it at most 650 pt. [popover-oversize]\n")
    }

    func testCommandLineWinsOverTheFile() throws {
        try folder.write(Self.twoOversize, "a.yaml")
        try folder.write("fail-on: warning\nedition: ios-2011\nrules:\n  popover-oversize: error\n", ".higlint.yml")
        XCTAssertEqual(try folder.run(["a.yaml"]).status, 1)
        XCTAssertEqual(try folder.run(["--rule", "popover-oversize=warning", "--fail-on", "error", "a.yaml"]).status, 0)
        XCTAssertEqual(try folder.run(["--rule", "popover-oversize=off", "a.yaml"]).stdout, "")
        let bad = try folder.run(["--rule", "popover-oversise=off", "a.yaml"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("did you mean 'popover-oversize'?"), bad.stderr)
    }

    func testExplicitConfigAndIncludeExclude() throws {
        try folder.write(Self.twoOversize, "designs/a.yaml")
        try folder.write(Self.twoOversize, "designs/drafts/b.yaml")
        try folder.write(Self.twoOversize, "designs/c.screen")
        try folder.write("edition: ios-2011\ninclude: [\"designs/**/*.{yaml,screen}\"]\nexclude: [\"**/drafts/**\"]\n", "ci/higlint.yml")
        // Globs are relative to the configuration file's folder.
        let relativeToCI = try folder.run(["--config", "ci/higlint.yml", "designs"])
        XCTAssertEqual(relativeToCI.stdout, "", "ci/designs/... matches nothing")
        try folder.write("edition: ios-2011\ninclude: [\"designs/**/*.{yaml,screen}\"]\nexclude: [\"**/drafts/**\"]\n", "higlint.yml")
        let run = try folder.run(["--config", "higlint.yml", "designs"])
        let files = Set(run.stdout.split(separator: "\n").map { String($0.split(separator: ":")[0]) })
        XCTAssertEqual(files, ["designs/a.yaml", "designs/c.screen"])
    }

    func testConfigurationErrorsAreExitTwoWithThePlace() throws {
        try folder.write(Self.twoOversize, "a.yaml")
        try folder.write("rules:\n  popover-nestd: error\n", ".higlint.yml")
        let run = try folder.run(["a.yaml"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stdout, "")
        XCTAssertTrue(run.stderr.contains(".higlint.yml:2:3: unknown rule 'popover-nestd'; did you mean 'popover-nested'?"), run.stderr)
        let missing = try folder.run(["--config", "nope.yml", "a.yaml"])
        XCTAssertEqual(missing.status, 2)
    }

    func testInitWritesAStarterAndRefusesToOverwrite() throws {
        let first = try folder.run(["init"])
        XCTAssertEqual(first.status, 0)
        let text = try String(contentsOf: folder.url.appendingPathComponent(".higlint.yml"), encoding: .utf8)
        XCTAssertTrue(text.contains("popover-oversize: {severity: warning, maxWidth: 600, maxViewportFraction: 0.8}"))
        XCTAssertTrue(text.contains("popover-nested: error"))
        let second = try folder.run(["init"])
        XCTAssertEqual(second.status, 2)
        XCTAssertTrue(second.stderr.contains("already exists"))
    }

    func testBaselineSurvivesInsertedLinesAndCatchesANewFinding() throws {
        try folder.write(Self.twoOversize, "designs/library.yaml")
        let record = try folder.run(["--edition", "ios-2011", "--write-baseline", "baseline.json", "designs"])
        XCTAssertEqual(record.status, 0)
        XCTAssertEqual(try folder.run(["--edition", "ios-2011", "--baseline", "baseline.json", "--fail-on", "warning", "designs"]).status, 0)

        // 20 lines inserted above the baselined findings, and a third popover that is new.
        let padding = (1...20).map { "  - {id: spacer\($0), type: separator}" }.joined(separator: "\n")
        let edited = Self.twoOversize.replacingOccurrences(of: "elements:\n", with: "elements:\n" + padding + "\n")
            + "  - id: share\n    type: barButton\n    presents:\n      type: popover\n      size: {width: 640, height: 300}\n"
        try folder.write(edited, "designs/library.yaml")
        let run = try folder.run(["--edition", "ios-2011", "--baseline", "baseline.json", "--fail-on", "warning", "designs"])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, "designs/library.yaml:40:7: warning: Popover is 640 pt wide; keep it at most 600 pt. [popover-oversize]\n")
        XCTAssertTrue(run.stderr.contains("the baseline hid 2 findings"), run.stderr)
    }

    func testBaselineListsEntriesThatNoLongerMatchAndIsReadFromConfiguration() throws {
        try folder.write(Self.twoOversize, "library.yaml")
        _ = try folder.run(["--edition", "ios-2011", "--write-baseline", "higlint-baseline.json", "library.yaml"])
        try folder.write(Self.twoOversize.replacingOccurrences(of: "width: 700", with: "width: 500"), "library.yaml")
        try folder.write("edition: ios-2011\nbaseline: higlint-baseline.json\n", ".higlint.yml")
        let run = try folder.run(["library.yaml"])
        XCTAssertEqual(run.stdout, "")
        XCTAssertTrue(run.stderr.contains("the baseline hid 1 finding"), run.stderr)
        XCTAssertTrue(run.stderr.contains("1 baseline entry matches nothing"), run.stderr)
        XCTAssertTrue(run.stderr.contains("library.yaml: popover-oversize at Library/#filters.size"), run.stderr)
    }

    func testLocaleAndEditionKeysChangeMessagesAndTheRulesList() throws {
        try folder.write(Self.twoOversize, "a.yaml")
        try folder.write("locale: ko\nedition: ios-2011\nrules:\n  popover-word-in-copy: off\n", ".higlint.yml")
        let run = try folder.run(["a.yaml"])
        XCTAssertTrue(run.stdout.contains("팝오버"), run.stdout)
        XCTAssertTrue(run.stderr.contains("파일 1개"), run.stderr)
        let rules = try folder.run(["rules"]).stdout.split(separator: "\n")
        XCTAssertTrue(rules.contains { $0.hasPrefix("popover-word-in-copy ") && $0.contains(" no ") })
        XCTAssertTrue(rules.contains { $0.hasPrefix("popover-undersize ") && $0.contains(" yes ") }, "ios-2011 turns undersize on")
    }
}
