import Foundation
import XCTest
@testable import HiglintCore

/// Fixtures/realistic/ is a corpus of screens as designers write them (see its README.md):
/// `passes/` must report nothing at all, `fires/` exactly the findings annotated in each file
/// with `# expect: <rule-id> <line>:<column>` (for JSON, in a sidecar `<name>.json.expect`).
/// Each file is linted with the default configuration of every edition its `# editions:` header
/// names (default: all three for `passes/`, `current` for `fires/`); the test measures precision
/// and recall over the whole corpus and fails below 100% of either.
final class RealisticCorpusTests: XCTestCase {
    private static let extensions: Set<String> = ["yaml", "yml", "json"]
    private static let minimumFiles = 40

    /// One expected or reported finding.
    struct Finding: Hashable, Comparable, CustomStringConvertible {
        var rule: String
        var line: Int
        var column: Int

        static func < (a: Finding, b: Finding) -> Bool {
            (a.line, a.column, a.rule) < (b.line, b.column, b.rule)
        }

        var description: String { "\(rule) \(line):\(column)" }
    }

    /// What a file's annotations say: the findings it expects and the editions it is linted in.
    struct Annotations {
        var expected: [Finding] = []
        var editions: [Edition]?
        var problems: [String] = []
    }

    /// The outcome of comparing one file in one edition.
    struct Comparison {
        var truePositives: [Finding] = []
        var falsePositives: [Diagnostic] = []
        var falseNegatives: [Finding] = []
    }

    static func annotations(in text: String) -> Annotations {
        var result = Annotations()
        for line in text.split(whereSeparator: \.isNewline) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("# expect:") {
                let parts = trimmed.dropFirst("# expect:".count).split(separator: " ")
                let place = parts.count == 2 ? parts[1].split(separator: ":").compactMap { Int($0) } : []
                guard parts.count == 2, place.count == 2, place[0] > 0, place[1] > 0 else {
                    result.problems.append("malformed annotation '\(trimmed)'")
                    continue
                }
                result.expected.append(Finding(rule: String(parts[0]), line: place[0], column: place[1]))
            } else if trimmed.hasPrefix("# editions:") {
                var editions: [Edition] = []
                for word in trimmed.dropFirst("# editions:".count).split(separator: " ") {
                    if let edition = Edition(rawValue: String(word)) {
                        editions.append(edition)
                    } else {
                        result.problems.append("unknown edition '\(word)'")
                    }
                }
                if result.editions != nil { result.problems.append("more than one '# editions:' header") }
                if editions.isEmpty { result.problems.append("'# editions:' names no edition") }
                result.editions = editions
            }
        }
        return result
    }

    /// Compares what was reported with what was expected, as multisets (a finding reported twice
    /// where it was expected once is one false positive).
    static func compare(expected: [Finding], reported: [Diagnostic]) -> Comparison {
        var result = Comparison()
        var remaining: [Finding: Int] = [:]
        for finding in expected { remaining[finding, default: 0] += 1 }
        for diagnostic in reported.sorted() {
            let finding = Finding(rule: diagnostic.ruleID, line: diagnostic.range.start.line,
                                  column: diagnostic.range.start.column)
            if let count = remaining[finding], count > 0 {
                remaining[finding] = count - 1
                result.truePositives.append(finding)
            } else {
                result.falsePositives.append(diagnostic)
            }
        }
        for (finding, count) in remaining where count > 0 {
            result.falseNegatives += Array(repeating: finding, count: count)
        }
        result.falseNegatives.sort()
        return result
    }

    private func files(in folder: String) throws -> [URL] {
        let base = Checkout.fixtures.appendingPathComponent("realistic").appendingPathComponent(folder)
        return try FileManager.default.contentsOfDirectory(at: base, includingPropertiesForKeys: nil)
            .filter { Self.extensions.contains($0.pathExtension) }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    func testRealisticCorpusPrecisionAndRecall() throws {
        let passing = try files(in: "passes")
        let violating = try files(in: "fires")
        var truePositives = 0, falsePositives = 0, falseNegatives = 0
        var annotatedFindings = 0, checks = 0
        var failures: [String] = []
        var rulesExpected: Set<String> = []

        for (folder, list) in [("passes", passing), ("fires", violating)] {
            for file in list {
                let name = "\(folder)/\(file.lastPathComponent)"
                let text = try String(contentsOf: file, encoding: .utf8)
                var annotationText = text
                if file.pathExtension == "json" {
                    let sidecar = file.appendingPathExtension("expect")
                    if FileManager.default.fileExists(atPath: sidecar.path) {
                        annotationText = try String(contentsOf: sidecar, encoding: .utf8)
                    } else if folder == "fires" {
                        failures.append("\(name): a violating JSON file needs a sidecar \(sidecar.lastPathComponent)")
                    }
                }
                let annotations = Self.annotations(in: annotationText)
                failures += annotations.problems.map { "\(name): \($0)" }
                if folder == "passes" && !annotations.expected.isEmpty {
                    failures.append("\(name): a passing screen expects findings \(annotations.expected)")
                }
                if folder == "fires" && annotations.expected.isEmpty {
                    failures.append("\(name): a violating screen expects no finding")
                }
                annotatedFindings += annotations.expected.count
                rulesExpected.formUnion(annotations.expected.map(\.rule))
                let editions = annotations.editions ?? (folder == "passes" ? Edition.allCases : [.current])
                for edition in editions {
                    checks += 1
                    let reported = lint(text, name: file.lastPathComponent, edition: edition)
                    let comparison = Self.compare(expected: annotations.expected, reported: reported)
                    truePositives += comparison.truePositives.count
                    falsePositives += comparison.falsePositives.count
                    falseNegatives += comparison.falseNegatives.count
                    for diagnostic in comparison.falsePositives {
                        let start = diagnostic.range.start
                        failures.append("false positive: \(name) [\(edition.rawValue)] \(diagnostic.ruleID) "
                                        + "\(start.line):\(start.column) — \(diagnostic.message)")
                    }
                    for finding in comparison.falseNegatives {
                        failures.append("false negative: \(name) [\(edition.rawValue)] \(finding.rule) "
                                        + "\(finding.line):\(finding.column) — expected, not reported")
                    }
                }
            }
        }

        let precision = truePositives + falsePositives == 0
            ? 1 : Double(truePositives) / Double(truePositives + falsePositives)
        let recall = truePositives + falseNegatives == 0
            ? 1 : Double(truePositives) / Double(truePositives + falseNegatives)
        let percent = { (value: Double) in String(format: "%.1f%%", value * 100) }
        print("realistic corpus: \(passing.count) passing + \(violating.count) violating screen files, "
              + "\(annotatedFindings) expected findings (\(truePositives + falseNegatives) over \(checks) "
              + "file-edition checks), \(truePositives) true positives, \(falsePositives) false positives, "
              + "\(falseNegatives) false negatives, precision \(percent(precision)), recall \(percent(recall))")

        if passing.count < Self.minimumFiles || violating.count < Self.minimumFiles {
            XCTFail("the corpus needs at least \(Self.minimumFiles) files in each folder: "
                    + "\(passing.count) in passes/, \(violating.count) in fires/")
        }
        // Every guideline rule on by default in some edition is exercised at least once, but for
        // popover-no-source, which only Swift code can break (a screen file's popover always has a
        // source): Fixtures/rules/popover-no-source/*.swift and Fixtures/swift exercise it.
        let catalog = Set(RuleRegistry.guidelineRules.map { type(of: $0).description.id })
            .subtracting(["popover-nonstandard-content", "popover-no-source"])
        let missing = catalog.subtracting(rulesExpected).sorted()
        if !missing.isEmpty { XCTFail("no violating screen expects \(missing.joined(separator: ", "))") }
        if precision < 1 || recall < 1 || !failures.isEmpty {
            XCTFail("realistic corpus: precision \(percent(precision)), recall \(percent(recall)); "
                    + "\(failures.count) problems:\n" + failures.joined(separator: "\n"))
        }
    }

    /// The scorer itself: a misplaced annotation is a false negative and the finding it misses a
    /// false positive, so the corpus test above cannot pass by accident. (Built from what the
    /// linter reports, so it holds whichever key a rule points at.)
    func testScorerCountsMisplacedAnnotations() throws {
        let text = """
        # editions: current ios-2017
        # expect: popover-resize-animation 9:7
        screen: Notes
        platform: iPadOS
        elements:
          - type: barButton
            presents:
              type: popover
              resize: {width: 320, height: 400, animated: false}
        """
        let annotations = Self.annotations(in: text)
        XCTAssertEqual(annotations.editions, [.current, .ios2017])
        XCTAssertEqual(annotations.problems, [])
        XCTAssertEqual(annotations.expected, [Finding(rule: "popover-resize-animation", line: 9, column: 7)])
        let reported = lint(text, edition: .current)
        let found = reported.map { Finding(rule: $0.ruleID, line: $0.range.start.line, column: $0.range.start.column) }
        let first = try XCTUnwrap(found.first { $0.rule == "popover-resize-animation" })

        let right = Self.compare(expected: found, reported: reported)
        XCTAssertEqual(right.truePositives.count, found.count)
        XCTAssertEqual(right.falsePositives.count + right.falseNegatives.count, 0)

        var moved = first
        moved.column += 1
        let wrong = Self.compare(expected: found.filter { $0 != first } + [moved], reported: reported)
        XCTAssertEqual(wrong.falseNegatives, [moved])
        XCTAssertEqual(wrong.falsePositives.map(\.ruleID), ["popover-resize-animation"])

        let twice = Self.compare(expected: found + [first], reported: reported)
        XCTAssertEqual(twice.falseNegatives, [first])
        let missing = Self.compare(expected: [], reported: reported)
        XCTAssertEqual(missing.falsePositives.count, reported.count)

        // A malformed place, an unknown edition, and so no edition at all.
        XCTAssertEqual(Self.annotations(in: "# expect: popover-arrow 3\n# editions: ios-2019").problems.count, 3)
    }
}
