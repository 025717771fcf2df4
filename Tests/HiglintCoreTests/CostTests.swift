import Foundation
import XCTest
@testable import HiglintCore
import HiglintTestSupport

/// What a file costs under the size limit (issue #21, "Cost under the size limit"): past the
/// problem cap nothing is worded, the parse tree and the model cost a bounded number of bytes a
/// value, a document holds at most `ParseLimits.maxValues` values, and workers share one memory
/// budget. Time and peak memory at the size limit are measured by `scripts/check-limits.sh`.
final class CostTests: XCTestCase {
    // MARK: - Nothing is worded past the cap

    /// Issue #30: a top-level list of empty mappings at the size limit (`[{}, {}, …]`, 3.5 million)
    /// took 7.4 s and 835 MB: every screen was decoded, held in one array, then checked. Screens
    /// are handed over one at a time now, and once the file's report is settled (the cap is
    /// full and a problem left out lies before the next item) the rest of the list is not decoded.
    func testAListOfScreensPastTheCapIsNotDecoded() throws {
        let empties: String = "[" + Array(repeating: "{}", count: 100_000).joined(separator: ",") + "]\n"
        let documents: String = Array(repeating: "--- {}\n", count: 20_000).joined()
        let cases: [(any ScreenReader, String)] = [(JSONScreenReader(), empties), (YAMLScreenReader(), empties), (YAMLScreenReader(), documents)]
        for (reader, text) in cases {
            var handed = 0
            var limits = ParseLimits.default
            limits.maxProblemsPerFile = 1_000
            let reading = reader.read(Array(text.utf8), path: "x", limits: limits, context: ReadingContext()) { _ in handed += 1 }
            XCTAssertEqual(reading.findings.count, 1_000)
            XCTAssertNotNil(reading.firstLeftOut)
            XCTAssertLessThan(handed, 400, "screens decoded past the cap: \(handed)")
        }
        // The report is the cap's: the first 1,000 problems by place, then the notice.
        let json = "[" + Array(repeating: "{}", count: 100_000).joined(separator: ",") + "]"
        let diagnostics = Linter().lint(bytes: Array(json.utf8), path: "x.json")
        XCTAssertEqual(diagnostics.count, 1_001)
        let notice = diagnostics.filter { $0.ruleID == SchemaRule.tooManyProblems.rawValue }
        XCTAssertEqual(notice.map(\.range.start), [SourcePosition(line: 1, column: 1_001)])
    }

    func testARuleContextWordsNoFindingPastItsBudget() throws {
        let yaml = "screen: A\nplatform: iPadOS\nelements:\n" + (0..<3).map { "  - {id: b\($0), type: button}\n" }.joined()
        var decoder = ScreenDecoder()
        let screen = try XCTUnwrap(decoder.decode(YAMLReader.read(Array(yaml.utf8)).documents[0]).first)
        var context = RuleContext(rule: PopoverOversizeRule.description, edition: .current)
        context.budget = 1
        var worded = 0
        func words() -> [String: String] {
            worded += 1
            return ["width": "1"]
        }
        context.report(screen.elements[2], "width", words())
        context.report(screen.elements[1], "width", words())
        context.report(screen.elements[1], "width", words())  // the same element again: dropped
        context.report(at: screen.elements[0].range, "width", words())
        XCTAssertEqual(worded, 1, "only the finding kept is worded")
        XCTAssertEqual(context.findings.count, 1)
        XCTAssertEqual(context.findings.first?.range.start, SourcePosition(line: 6, column: 14))
        XCTAssertEqual(context.firstLeftOut, SourcePosition(line: 4, column: 6), "the earliest finding left out")
    }

    /// A file of many problems reports the first 1,000 and one notice where the first left out
    /// is, exactly as before the decoder stopped wording them (the 1,001st line is that place).
    func testPastTheCapTheDecoderOnlyLocates() {
        var limits = ParseLimits()
        limits.maxProblemsPerFile = 10
        let yaml = "screen: Z\nplatform: iOS\nelements:\n" + String(repeating: "- type: z\n", count: 50)
        let diagnostics = Linter(limits: limits).lint(bytes: Array(yaml.utf8), path: "z.yaml")
        XCTAssertEqual(diagnostics.count, 11)
        XCTAssertEqual(diagnostics.prefix(10).map(\.range.start.line), Array(4...13))
        XCTAssertTrue(diagnostics[0].message.contains("Did you mean 'map'?"), diagnostics[0].message)
        XCTAssertEqual(diagnostics[10].ruleID, "too-many-problems")
        XCTAssertEqual(diagnostics[10].severity, .info)
        XCTAssertEqual(diagnostics[10].range.start, SourcePosition(line: 14, column: 3))
    }

    /// Past the cap, a popover placed after the last problem kept is not judged: no finding on it
    /// could be reported. Those before it are, and their findings are reported by place among
    /// the decoder's problems as always.
    func testPopoversPastTheLastProblemKeptAreNotJudged() throws {
        var limits = ParseLimits()
        limits.maxProblemsPerFile = 3
        // Each popover under `elements` is misplaced (one problem each); each stays a popover in a
        // compact width (`popover-in-compact`, at its `compactAdaptation`).
        let yaml = "screen: C\nplatform: iOS\nelements:\n"
            + String(repeating: "  - {type: popover, compactAdaptation: none}\n", count: 6)
        let diagnostics = Linter(limits: limits).lint(bytes: Array(yaml.utf8), path: "c.yaml")
        XCTAssertEqual(diagnostics.map { "\($0.range.start) \($0.ruleID)" }, [
            "4:6 invalid-value", "4:21 popover-in-compact", "5:6 invalid-value", "5:21 too-many-problems",
        ])

        var decoder = ScreenDecoder()
        decoder.findingLimit = 3
        let screen = try XCTUnwrap(decoder.decode(YAMLReader.read(Array(yaml.utf8)).documents[0]).first)
        XCTAssertEqual(screen.lastReportablePlace, SourcePosition(line: 6, column: 6), "the third problem kept")
        XCTAssertEqual(Linter.reportable(screen).popovers.map(\.range.start.line), [4, 5, 6],
                       "the popovers of lines 7 to 9 start after it")
    }

    /// Suppression comments that suppress nothing are problems like any other: past the cap they
    /// are located, not worded, and the ones reported are the first in the file.
    func testUnusedSuppressionsPastTheCapAreOnlyLocated() {
        var limits = ParseLimits()
        limits.maxProblemsPerFile = 5
        let comments = (0..<40).map { "# higlint-disable-next-line \($0 % 2 == 0 ? "popover-oversize" : "no-such-rule")\n" }.joined()
        let yaml = "screen: A\nplatform: iPadOS\nelements: []\n" + comments
        let diagnostics = Linter(limits: limits).lint(bytes: Array(yaml.utf8), path: "s.yaml")
        XCTAssertEqual(diagnostics.count, 6)
        XCTAssertEqual(diagnostics.prefix(5).map(\.range.start.line), [4, 5, 6, 7, 8])
        XCTAssertTrue(diagnostics[1].message.hasPrefix("'no-such-rule' is not a rule"), diagnostics[1].message)
        XCTAssertEqual(diagnostics[5].range.start, SourcePosition(line: 9, column: 29))
        XCTAssertTrue(diagnostics[5].message.hasPrefix("More than 5 problems"))
    }

    // MARK: - Bytes a value

    /// The parse tree costs 24 bytes a value and the model 16 an element (plus 48 for a
    /// presentation's attributes), whatever the file: these are what bound the memory of a file
    /// at the size limit (docs/security.md).
    func testTheTreeAndTheModelCostABoundedNumberOfBytesAValue() throws {
        XCTAssertEqual(MemoryLayout<RawNode>.stride, 24)
        XCTAssertEqual(MemoryLayout<ElementStore.Record>.stride, 16)
        XCTAssertLessThanOrEqual(MemoryLayout<PresentationRecord>.stride, 48)
        XCTAssertLessThanOrEqual(MemoryLayout<Element>.stride, 24)

        let count = 200_000
        let yaml = "screen: E\nplatform: iOS\nelements: [" + Array(repeating: "{}", count: count).joined(separator: ",") + "]\n"
        var tree: SyntaxTree?
        _ = YAMLReader.readTrees(Array(yaml.utf8)) { tree = $0.tree }
        let values = try XCTUnwrap(tree).count
        XCTAssertEqual(values, count + 7)
        // One block of slack at most, and the text of five short scalars.
        XCTAssertLessThanOrEqual(try XCTUnwrap(tree).allocatedBytes, 24 * values + 24 * 32_768 + 256)
    }

    // MARK: - Values a document may hold

    func testADocumentOfMoreValuesThanTheLimitIsOneFailure() {
        var limits = ParseLimits()
        limits.maxValues = 100
        let many = "screen: A\nplatform: iOS\nelements: []\nx: {" + Array(repeating: "a", count: 60).joined(separator: ", ") + "}\n"
        let yaml = YAMLReader.read(Array(("screen: B\n---\n" + many).utf8), limits: limits)
        XCTAssertEqual(yaml.documents.count, 1, "the documents before it are read")
        XCTAssertEqual(yaml.failure?.message,
                       "more than 100 values in one document (a screen holds hundreds); the file is not linted past this point")
        XCTAssertEqual(yaml.failure?.position, SourcePosition(line: 6, column: 141), "at the value that is one too many")
        let json = JSONReader.read(Array(("[" + Array(repeating: "1", count: 150).joined(separator: ",") + "]").utf8), limits: limits)
        XCTAssertEqual(json.failure?.position, SourcePosition(line: 1, column: 200))
        XCTAssertNil(YAMLReader.read(Array(("screen: A\nx: [" + Array(repeating: "1", count: 90).joined(separator: ",") + "]").utf8),
                                     limits: limits).failure)
        XCTAssertEqual(ParseLimits.default.maxValues, 4_000_000)
    }

    // MARK: - The tree reads as the `Node` tree did

    func testMergedEntriesFollowTheWrittenOnesInOrder() throws {
        let yaml = """
        base: &base {a: 1, b: 2}
        more: &more {c: 3, a: 9}
        item: {x: 0, <<: [*base, *more], b: 5}
        odd: {<<: 7, y: 1}
        """
        let root = try XCTUnwrap(YAMLReader.read(Array(yaml.utf8)).documents.first?.root.entries)
        let item = try XCTUnwrap(root.first { $0.name == "item" }?.value.entries)
        XCTAssertEqual(item.map { "\($0.name!)=\($0.value.scalar!.text)" }, ["x=0", "b=5", "a=1", "c=3"])
        XCTAssertEqual(item[2].value.range, SourceRange(line: 1, column: 17, endLine: 1, endColumn: 18),
                       "a merged value is the anchored one, where it is written")
        let odd = try XCTUnwrap(root.first { $0.name == "odd" }?.value.entries)
        XCTAssertEqual(odd.map(\.name), ["<<", "y"], "a merge key that names no mapping stays an entry")
    }

    func testAnAliasedSubtreeIsSharedNotCopied() throws {
        let yaml = "a: &a {k: [1, 2, {z: 3}]}\nb: [*a, *a, *a]\n"
        var tree: SyntaxTree?
        _ = YAMLReader.readTrees(Array(yaml.utf8)) { tree = $0.tree }
        // The mapping, its 2 keys and 2 values, {k: …}: 3 values, the list: 2 + 3 + 2, and 3 aliases.
        XCTAssertEqual(try XCTUnwrap(tree).count, 1 + 2 + 2 + 1 + 2 + 1 + 1 + 2 + 3)
        let b = try XCTUnwrap(YAMLReader.read(Array(yaml.utf8)).documents.first?.root.entries?[1].value.items)
        XCTAssertEqual(b.count, 3)
        XCTAssertEqual(b.map(\.range.start), Array(repeating: SourcePosition(line: 1, column: 4), count: 3), "each is the anchored mapping")
    }

    // MARK: - Locators

    /// Locators found with the remembered sibling places (as the linter finds them, in any
    /// order) are those found by walking from the start each time.
    func testSiblingPlacesGiveTheLocatorsOfAFreshWalk() throws {
        var yaml = "screen: L\nplatform: iPadOS\nelements:\n"
        for index in 0..<30 {
            yaml += "  - type: stack\n    children:\n      - {type: button, presents: [{type: popover, content: [{type: label}, {type: text}]}, {type: sheet}]}\n"
            if index % 3 == 0 { yaml += "      - {type: label}\n  - {type: button}\n" }
        }
        var decoder = ScreenDecoder()
        let screen = try XCTUnwrap(decoder.decode(YAMLReader.read(Array(yaml.utf8)).documents[0]).first)
        let fresh = screen.elements.indices.map { screen.locator(of: $0) }
        XCTAssertEqual(Set(fresh).count, fresh.count, "every element has its own locator")
        XCTAssertTrue(fresh.contains("L/elements[0]/children[0]/presents[0]/content[1]"), fresh.prefix(8).joined(separator: "\n"))
        XCTAssertTrue(fresh.contains("L/elements[3]/children[0]/presents[1]"), fresh.prefix(12).joined(separator: "\n"))
        for order in [Array(screen.elements.indices), screen.elements.indices.reversed(), screen.elements.indices.shuffled()] {
            var places = SiblingPlaces()
            XCTAssertEqual(order.map { screen.locator(of: $0, places: &places) }, order.map { fresh[$0] })
        }
    }

    // MARK: - Memory shared by workers

    func testAReservationWaitsWhileItWouldGoOverTheBudget() {
        let budget = MemoryBudget(bytes: 12 << 20)
        XCTAssertEqual(budget.reserve(1 << 10), 0, "small files are not counted")
        let first = budget.reserve(8 << 20)
        let reserved = expectation(description: "the second reservation")
        final class Events: @unchecked Sendable {
            private let lock = NSLock()
            private(set) var list: [String] = []
            func add(_ event: String) {
                lock.lock()
                list.append(event)
                lock.unlock()
            }
        }
        let events = Events()
        Thread {
            _ = budget.reserve(8 << 20)
            events.add("second reserved")
            reserved.fulfill()
        }.start()
        Thread.sleep(forTimeInterval: 0.2)
        events.add("first released")
        budget.release(first)
        wait(for: [reserved], timeout: 10)
        XCTAssertEqual(events.list, ["first released", "second reserved"])
        // Alone, a reservation larger than the budget goes ahead.
        budget.release(8 << 20)
        XCTAssertEqual(budget.reserve(100 << 20), 100 << 20)
    }

    /// However little may wait to be delivered, every file is linted and delivered in order.
    func testFewDiagnosticsWaitingStillDeliversEverythingInOrder() throws {
        let folder = try ScratchFolder(for: self).url
        let inputs = try (0..<60).map { number -> LintInput in
            let url = folder.appendingPathComponent(String(format: "%02d.json", (number * 7) % 60))
            try Data(("[" + Array(repeating: "1", count: number % 5 * 40).joined(separator: ",") + "]").utf8).write(to: url)
            return LintInput(displayPath: url.lastPathComponent, origin: .file(url.path), pathBytes: Array(url.path.utf8))
        }
        let linter = Linter()
        let sorted = inputs.sorted { $0.displayPath < $1.displayPath }
        let expected = sorted.map { linter.lint(bytes: Array(FileManager.default.contents(atPath: folder.appendingPathComponent($0.displayPath).path)!), path: $0.displayPath) }
        for jobs in [1, 2, 4] {
            for waiting in [1, 100, 100_000] {
                var runner = LintRunner(linter: linter, jobs: jobs)
                runner.maxWaitingDiagnostics = waiting
                var delivered: [LintRunner.Result] = []
                _ = try runner.run(find: { found in inputs.forEach(found) },
                                   order: { found in found.indices.sorted { found[$0].displayPath < found[$1].displayPath } },
                                   deliver: { delivered.append($1) })
                XCTAssertEqual(delivered.map(\.diagnostics), expected, "jobs \(jobs), at most \(waiting) waiting")
            }
        }
    }
}
