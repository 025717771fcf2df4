import Foundation
import XCTest

/// The starter configuration, configuration values, `extends` chains and baselines at their
/// limits, through the binary (issue 21).
final class ConfigurationLimitsTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("higlint-config-limits-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func write(_ text: String, _ name: String) throws {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    private func run(_ arguments: [String]) throws -> BinaryRun {
        try HiglintBinary.run(arguments, in: folder)
    }

    private static let oversize = """
    screen: Library
    platform: iPadOS
    elements:
      - id: filter
        type: barButton
        presents: {id: filters, type: popover, size: {width: 700, height: 300}}

    """

    // MARK: - init

    /// The starter file pins nothing: in every edition, the fixtures lint the same with it as
    /// without it, and `rules` says the same rules are on.
    func testTheStarterConfigurationLintsExactlyLikeNone() throws {
        XCTAssertEqual(try run(["init", "--output", "starter.yml"]).status, 0)
        let fixtures = ["rules", "examples"].map { HiglintBinary.checkout.appendingPathComponent("Fixtures/\($0)").path }
        for edition in ["current", "ios-2017", "ios-2011"] {
            let without = try run(["--edition", edition, "--format", "json"] + fixtures)
            let with = try run(["--config", "starter.yml", "--edition", edition, "--format", "json"] + fixtures)
            XCTAssertEqual(with.status, without.status, edition)
            XCTAssertEqual(with.stdout, without.stdout, "\(edition): the starter file changes the report")
            XCTAssertGreaterThan(without.stdout.count, 1000, edition)
            let rulesWithout = try run(["rules", "--edition", edition])
            let rulesWith = try run(["rules", "--config", "starter.yml", "--edition", edition])
            XCTAssertEqual(rulesWith.stdout, rulesWithout.stdout, "\(edition): the starter file turns a rule on or off")
        }
        let text = try String(contentsOf: folder.appendingPathComponent("starter.yml"), encoding: .utf8)
        // Every rule is there, commented, saying where it is on.
        let lines = text.split(separator: "\n")
        let undersize = lines.first { $0.contains("popover-undersize:") }
        XCTAssertTrue(undersize?.hasPrefix("  # popover-undersize: ") == true, String(undersize ?? ""))
        XCTAssertTrue(undersize?.hasSuffix("# on in ios-2011 only") == true, String(undersize ?? ""))
        XCTAssertTrue(lines.contains("  # popover-nested: error   # on in every edition"), text)
        XCTAssertFalse(lines.contains { !$0.hasPrefix("#") && !$0.hasPrefix("  #") && $0 != "rules:" }, "only rules: is not a comment")
    }

    // MARK: - Values

    func testAnEmptyOrCommentedConfigurationIsTheDefaults() throws {
        try write(Self.oversize, "a.yaml")
        let defaults = try run(["a.yaml"])
        for text in ["", "\n", "# nothing set yet\n# rules:\n#   popover-oversize: off\n", "---\n", "rules:\n  # popover-oversize: off\n"] {
            try write(text, ".higlint.yml")
            let run = try run(["a.yaml"])
            XCTAssertEqual(run.status, defaults.status, text.debugDescription + run.stderr)
            XCTAssertEqual(run.stdout, defaults.stdout, text.debugDescription)
        }
    }

    func testAValueOfTheWrongTypeIsAnError() throws {
        try write(Self.oversize, "a.yaml")
        for (text, expected) in [
            ("include: 5\n", ".higlint.yml:1:10: 'include' takes glob patterns (strings), not a number"),
            ("exclude: [\"a/**\", true]\n", ".higlint.yml:1:19: 'exclude' takes glob patterns (strings), not a boolean"),
            ("baseline: 12\n", ".higlint.yml:1:11: 'baseline' must be a string, not a number"),
            ("edition: 2011\n", "'edition' is '2011'; expected one of current, ios-2017, ios-2011"),
        ] {
            try write(text, ".higlint.yml")
            let run = try run(["a.yaml"])
            XCTAssertEqual(run.status, 2, text)
            XCTAssertEqual(run.stdout, "", text)
            XCTAssertTrue(run.stderr.contains(expected), "\(text): \(run.stderr)")
        }
        // Quoted, a pattern that YAML would read as a number is a pattern.
        try write("include: [\"5\"]\n", ".higlint.yml")
        XCTAssertEqual(try run(["--allow-empty", "."]).status, 0)
    }

    // MARK: - extends

    /// A chain of `extends` 32 deep is read; one deeper is an error that says so (5,000 deep
    /// used to overflow the stack).
    func testExtendsChainsAreLimitedWithAClearError() throws {
        try write(Self.oversize, "a.yaml")
        func chain(_ depth: Int) throws {
            try write("extends: c1.yml\n", ".higlint.yml")
            for level in 1..<depth { try write("extends: c\(level + 1).yml\n", "c\(level).yml") }
            try write("rules:\n  popover-oversize: off\n", "c\(depth).yml")
        }
        try chain(32)
        let allowed = try run(["a.yaml"])
        XCTAssertEqual(allowed.status, 0, allowed.stderr)
        XCTAssertEqual(allowed.stdout, "", "the rule turned off at the end of the chain")
        try chain(33)
        let deep = try run(["a.yaml"])
        XCTAssertEqual(deep.status, 2)
        XCTAssertEqual(deep.stdout, "")
        XCTAssertTrue(deep.stderr.contains("'extends' chains more than 32 files"), deep.stderr)
        try chain(5000)
        let hostile = try run(["a.yaml"])
        XCTAssertEqual(hostile.status, 2, "no crash")
        XCTAssertTrue(hostile.stderr.contains("more than 32"), hostile.stderr)
    }

    // MARK: - Baselines

    private static func screen(_ name: String, width: Int) -> String {
        Self.oversize.replacingOccurrences(of: "Library", with: name).replacingOccurrences(of: "700", with: String(width))
    }

    /// Only files linted in this run can have stale entries: a shard, or the files pre-commit
    /// passes, says nothing about the others. A deleted file's entries are stale in any run.
    func testOnlyFilesLintedInThisRunHaveStaleEntries() throws {
        // The 600-point width these screens break is edition ios-2011's.
        try write("edition: ios-2011\n", ".higlint.yml")
        for name in ["A", "B", "C"] { try write(Self.screen(name, width: 700), "screens/\(name.lowercased()).yaml") }
        XCTAssertEqual(try run(["--write-baseline", "baseline.json", "screens"]).status, 0)
        try write(Self.screen("A", width: 500), "screens/a.yaml")  // a.yaml's finding is fixed
        let staleA = "screens/a.yaml: popover-oversize at A/#filters.size"

        let partial = try run(["--baseline", "baseline.json", "screens/b.yaml"])
        XCTAssertEqual(partial.status, 0)
        XCTAssertFalse(partial.stderr.contains("matches nothing"), "a.yaml was not linted: \(partial.stderr)")
        for shard in ["1/3", "2/3", "3/3"] {
            let run = try run(["--baseline", "baseline.json", "--shard", shard, "screens"])
            XCTAssertEqual(run.stderr.contains(staleA), shard == "1/3", "\(shard): \(run.stderr)")
        }
        let full = try run(["--baseline", "baseline.json", "screens"])
        XCTAssertTrue(full.stderr.contains("1 baseline entry matches nothing"), full.stderr)
        XCTAssertTrue(full.stderr.contains(staleA), full.stderr)

        try FileManager.default.removeItem(at: folder.appendingPathComponent("screens/c.yaml"))
        let afterDeletion = try run(["--baseline", "baseline.json", "screens/b.yaml"])
        XCTAssertTrue(afterDeletion.stderr.contains("screens/c.yaml: popover-oversize at C/#filters.size"), afterDeletion.stderr)
        XCTAssertFalse(afterDeletion.stderr.contains(staleA), afterDeletion.stderr)
    }

    func testALongStaleListIsSummarised() throws {
        try write(Self.screen("A", width: 500), "a.yaml")
        let entries = (1...25).map { "{\"rule\": \"popover-oversize\", \"file\": \"a.yaml\", \"locator\": \"A/#p\($0).size\"}" }
        try write("{\"version\": 1, \"findings\": [\(entries.joined(separator: ",\n"))]}\n", "baseline.json")
        let run = try run(["--baseline", "baseline.json", "a.yaml"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("25 baseline entries match nothing"), run.stderr)
        XCTAssertEqual(run.stderr.split(separator: "\n").filter { $0.hasPrefix("  a.yaml: ") }.count, 20, run.stderr)
        XCTAssertTrue(run.stderr.contains("  and 5 more\n"), run.stderr)
    }

    /// A baseline over the limit is refused before it is read (a 170 MB one cost 41 s and 3.4 GB).
    func testAHugeBaselineIsRefusedWithAClearError() throws {
        try write(Self.screen("A", width: 500), "a.yaml")
        let huge = folder.appendingPathComponent("baseline.json")
        XCTAssertTrue(FileManager.default.createFile(atPath: huge.path, contents: Data("{\"findings\": [".utf8)))
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: 170_000_000)  // sparse: no disk used
        try handle.close()
        let started = Date()
        let run = try run(["--baseline", "baseline.json", "a.yaml"])
        XCTAssertLessThan(Date().timeIntervalSince(started), 5)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stdout, "")
        XCTAssertTrue(run.stderr.contains("baseline.json: the baseline is 170000000 bytes, over the 16 MiB higlint reads"), run.stderr)
    }
}
