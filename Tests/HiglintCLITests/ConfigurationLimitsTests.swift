import Foundation
import HiglintTestSupport
import XCTest

/// The starter configuration, configuration values, `extends` chains and baselines at their
/// limits, through the binary (issue 21).
final class ConfigurationLimitsTests: XCTestCase {
    private var folder: ScratchFolder!

    override func setUpWithError() throws {
        folder = try ScratchFolder(for: self)
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
        XCTAssertEqual(try folder.run(["init", "--output", "starter.yml"]).status, 0)
        let fixtures = ["rules", "examples"].map { HiglintBinary.checkout.appendingPathComponent("Fixtures/\($0)").path }
        for edition in ["current", "ios-2017", "ios-2011"] {
            let without = try folder.run(["--edition", edition, "--format", "json"] + fixtures)
            let with = try folder.run(["--config", "starter.yml", "--edition", edition, "--format", "json"] + fixtures)
            XCTAssertEqual(with.status, without.status, edition)
            XCTAssertEqual(with.stdout, without.stdout, "\(edition): the starter file changes the report")
            XCTAssertGreaterThan(without.stdout.count, 1000, edition)
            let rulesWithout = try folder.run(["rules", "--edition", edition])
            let rulesWith = try folder.run(["rules", "--config", "starter.yml", "--edition", edition])
            XCTAssertEqual(rulesWith.stdout, rulesWithout.stdout, "\(edition): the starter file turns a rule on or off")
        }
        let text = try String(contentsOf: folder.url.appendingPathComponent("starter.yml"), encoding: .utf8)
        // Every rule is there, commented, saying where it is on.
        let lines = text.split(separator: "\n")
        let undersize = lines.first { $0.contains("popover-undersize:") }
        XCTAssertTrue(undersize?.hasPrefix("  # popover-undersize: ") == true, String(undersize ?? ""))
        XCTAssertTrue(undersize?.hasSuffix("# on in ios-2011 only (warning)") == true, String(undersize ?? ""))
        // A severity would pin it on in every edition: its options alone.
        XCTAssertFalse(undersize?.contains("severity") ?? true, String(undersize ?? ""))
        XCTAssertTrue(lines.contains("  # popover-nested: error   # on in every edition"), text)
        XCTAssertFalse(lines.contains { !$0.hasPrefix("#") && !$0.hasPrefix("  #") && $0 != "rules:" }, "only rules: is not a comment")
    }

    /// cli.md: the commented-out defaults are the real defaults. Each setting line of the starter
    /// file, uncommented on its own, and all of them at once, lint the fixtures exactly as no file
    /// does, in every edition. A setting line is one that reads `# key: value`; the rest is prose.
    func testUncommentingAnyLineOfTheStarterConfigurationChangesNothing() throws {
        XCTAssertEqual(try folder.run(["init", "--output", "starter.yml"]).status, 0)
        let text = try String(contentsOf: folder.url.appendingPathComponent("starter.yml"), encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let setting = try NSRegularExpression(pattern: "^( *)# ([a-z][A-Za-z-]*: .*)$")
        func uncommented(_ line: String) -> String? {
            let range = NSRange(line.startIndex..., in: line)
            guard let match = setting.firstMatch(in: line, range: range) else { return nil }
            let ns = line as NSString
            return ns.substring(with: match.range(at: 1)) + ns.substring(with: match.range(at: 2))
        }
        let settable = lines.indices.filter { uncommented(lines[$0]) != nil }
        XCTAssertGreaterThan(settable.count, 20, text)
        XCTAssertTrue(settable.contains { lines[$0].contains("# edition: current") }, text)
        XCTAssertTrue(settable.contains { lines[$0].contains("# fail-on: error") }, text)

        let fixtures = ["rules", "examples"].map { HiglintBinary.checkout.appendingPathComponent("Fixtures/\($0)").path }
        var variants: [(String, String)] = settable.map { index in
            var changed = lines
            changed[index] = uncommented(lines[index])!
            return (lines[index], changed.joined(separator: "\n"))
        }
        variants.append(("every setting line", lines.map { uncommented($0) ?? $0 }.joined(separator: "\n")))
        let editions = ["current", "ios-2017", "ios-2011"]
        var without: [String: BinaryRun] = [:], rulesWithout: [String: BinaryRun] = [:]
        for edition in editions {
            without[edition] = try folder.run(["--edition", edition, "--format", "json"] + fixtures)
            rulesWithout[edition] = try folder.run(["rules", "--edition", edition])
        }
        for (line, variant) in variants {
            try folder.write(variant, "variant.yml")
            // Which rules are on, and at what severity, and the lint itself, in every edition.
            for edition in editions {
                let rulesWith = try folder.run(["rules", "--config", "variant.yml", "--edition", edition])
                XCTAssertEqual(rulesWith.status, 0, "\(line): \(rulesWith.stderr)")
                XCTAssertEqual(rulesWith.stdout, rulesWithout[edition]!.stdout, "\(edition): uncommenting `\(line)` turns a rule on or off")
                let with = try folder.run(["--config", "variant.yml", "--edition", edition, "--format", "json"] + fixtures)
                XCTAssertEqual(with.status, without[edition]!.status, "\(edition): \(line)")
                XCTAssertEqual(with.stdout, without[edition]!.stdout, "\(edition): uncommenting `\(line)` changes the report")
            }
        }
    }

    // MARK: - Values

    func testAnEmptyOrCommentedConfigurationIsTheDefaults() throws {
        try folder.write(Self.oversize, "a.yaml")
        let defaults = try folder.run(["a.yaml"])
        for text in ["", "\n", "# nothing set yet\n# rules:\n#   popover-oversize: off\n", "---\n", "rules:\n  # popover-oversize: off\n"] {
            try folder.write(text, ".higlint.yml")
            let run = try folder.run(["a.yaml"])
            XCTAssertEqual(run.status, defaults.status, text.debugDescription + run.stderr)
            XCTAssertEqual(run.stdout, defaults.stdout, text.debugDescription)
        }
    }

    func testAValueOfTheWrongTypeIsAnError() throws {
        try folder.write(Self.oversize, "a.yaml")
        for (text, expected) in [
            ("include: 5\n", ".higlint.yml:1:10: 'include' takes glob patterns (strings), not a number"),
            ("exclude: [\"a/**\", true]\n", ".higlint.yml:1:19: 'exclude' takes glob patterns (strings), not a boolean"),
            ("baseline: 12\n", ".higlint.yml:1:11: 'baseline' must be a string, not a number"),
            ("edition: 2011\n", "'edition' is '2011'; expected one of current, ios-2017, ios-2011"),
        ] {
            try folder.write(text, ".higlint.yml")
            let run = try folder.run(["a.yaml"])
            XCTAssertEqual(run.status, 2, text)
            XCTAssertEqual(run.stdout, "", text)
            XCTAssertTrue(run.stderr.contains(expected), "\(text): \(run.stderr)")
        }
        // Quoted, a pattern that YAML would read as a number is a pattern.
        try folder.write("include: [\"5\"]\n", ".higlint.yml")
        XCTAssertEqual(try folder.run(["--allow-empty", "."]).status, 0)
    }

    // MARK: - extends

    /// A chain of `extends` 32 deep is read; one deeper is an error that says so (5,000 deep
    /// used to overflow the stack).
    func testExtendsChainsAreLimitedWithAClearError() throws {
        try folder.write(Self.oversize, "a.yaml")
        func chain(_ depth: Int) throws {
            try folder.write("extends: c1.yml\n", ".higlint.yml")
            for level in 1..<depth { try folder.write("extends: c\(level + 1).yml\n", "c\(level).yml") }
            try folder.write("rules:\n  popover-oversize: off\n", "c\(depth).yml")
        }
        try chain(32)
        let allowed = try folder.run(["a.yaml"])
        XCTAssertEqual(allowed.status, 0, allowed.stderr)
        XCTAssertEqual(allowed.stdout, "", "the rule turned off at the end of the chain")
        try chain(33)
        let deep = try folder.run(["a.yaml"])
        XCTAssertEqual(deep.status, 2)
        XCTAssertEqual(deep.stdout, "")
        XCTAssertTrue(deep.stderr.contains("'extends' chains more than 32 files"), deep.stderr)
        try chain(5000)
        let hostile = try folder.run(["a.yaml"])
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
        try folder.write("edition: ios-2011\n", ".higlint.yml")
        for name in ["A", "B", "C"] { try folder.write(Self.screen(name, width: 700), "screens/\(name.lowercased()).yaml") }
        XCTAssertEqual(try folder.run(["--write-baseline", "baseline.json", "screens"]).status, 0)
        try folder.write(Self.screen("A", width: 500), "screens/a.yaml")  // a.yaml's finding is fixed
        let staleA = "screens/a.yaml: popover-oversize at A/#filters.size"

        let partial = try folder.run(["--baseline", "baseline.json", "screens/b.yaml"])
        XCTAssertEqual(partial.status, 0)
        XCTAssertFalse(partial.stderr.contains("matches nothing"), "a.yaml was not linted: \(partial.stderr)")
        for shard in ["1/3", "2/3", "3/3"] {
            let run = try folder.run(["--baseline", "baseline.json", "--shard", shard, "screens"])
            XCTAssertEqual(run.stderr.contains(staleA), shard == "1/3", "\(shard): \(run.stderr)")
        }
        let full = try folder.run(["--baseline", "baseline.json", "screens"])
        XCTAssertTrue(full.stderr.contains("1 baseline entry matches nothing"), full.stderr)
        XCTAssertTrue(full.stderr.contains(staleA), full.stderr)

        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("screens/c.yaml"))
        let afterDeletion = try folder.run(["--baseline", "baseline.json", "screens/b.yaml"])
        XCTAssertTrue(afterDeletion.stderr.contains("screens/c.yaml: popover-oversize at C/#filters.size"), afterDeletion.stderr)
        XCTAssertFalse(afterDeletion.stderr.contains(staleA), afterDeletion.stderr)
    }

    func testALongStaleListIsSummarised() throws {
        try folder.write(Self.screen("A", width: 500), "a.yaml")
        let entries = (1...25).map { "{\"rule\": \"popover-oversize\", \"file\": \"a.yaml\", \"locator\": \"A/#p\($0).size\"}" }
        try folder.write("{\"version\": 1, \"findings\": [\(entries.joined(separator: ",\n"))]}\n", "baseline.json")
        let run = try folder.run(["--baseline", "baseline.json", "a.yaml"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("25 baseline entries match nothing"), run.stderr)
        XCTAssertEqual(run.stderr.split(separator: "\n").filter { $0.hasPrefix("  a.yaml: ") }.count, 20, run.stderr)
        XCTAssertTrue(run.stderr.contains("  and 5 more\n"), run.stderr)
    }

    /// A baseline over the limit is refused before it is read (a 170 MB one cost 41 s and 3.4 GB).
    func testAHugeBaselineIsRefusedWithAClearError() throws {
        try folder.write(Self.screen("A", width: 500), "a.yaml")
        let huge = folder.url.appendingPathComponent("baseline.json")
        XCTAssertTrue(FileManager.default.createFile(atPath: huge.path, contents: Data("{\"findings\": [".utf8)))
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: 170_000_000)  // sparse: no disk used
        try handle.close()
        let started = Date()
        let run = try folder.run(["--baseline", "baseline.json", "a.yaml"])
        XCTAssertLessThan(Date().timeIntervalSince(started), 5)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stdout, "")
        XCTAssertTrue(run.stderr.contains("baseline.json: the baseline is 170000000 bytes, over the 16 MiB higlint reads"), run.stderr)
    }
}
