import Foundation
import XCTest
@testable import HiglintFuzz

/// Every file in Fixtures/hostile/ — the hostile examples, and every input the fuzzer ever found a
/// problem with (`fuzz-*`) — goes through the fuzz target's own pipeline (all rules, all reporters,
/// its invariants) in every test run (docs/security.md, "Fuzzing").
final class FuzzRegressionTests: XCTestCase {
    private var inputs: [URL] {
        get throws {
            try FileManager.default.contentsOfDirectory(at: Checkout.fixtures.appendingPathComponent("hostile"), includingPropertiesForKeys: nil)
                .filter { !$0.lastPathComponent.hasPrefix(".") }
                .sorted { $0.lastPathComponent < $1.lastPathComponent }
        }
    }

    func testFuzzFindingsAndHostileFixturesStayFixed() throws {
        let inputs = try self.inputs
        XCTAssertGreaterThan(inputs.count, 20)
        for url in inputs {
            let bytes = [UInt8](try Data(contentsOf: url))
            let start = Date()
            let problems = FuzzPipeline.problems(bytes)
            XCTAssertEqual(problems, [], url.lastPathComponent)
            // Nine passes (three names, three reporters) in a debug build: generous, still bounded.
            XCTAssertLessThan(Date().timeIntervalSince(start), 5, url.lastPathComponent)
        }
    }

    /// The configuration, baseline and suppression targets (issue #21): each seed in
    /// scripts/fuzz-seeds/ reaches the target its name says, through its first byte, and passes.
    /// Inputs that do not start with a selector byte stay the whole pipeline: the swift-* seeds
    /// (Swift the parser recursed on, issue 30) are read there.
    func testSeedsPickTheConfigurationBaselineAndSuppressionTargets() throws {
        let folder = Checkout.root.appendingPathComponent("scripts/fuzz-seeds")
        let seeds = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "seed" }
        var reached: Set<String> = []
        for url in seeds {
            let bytes = [UInt8](try Data(contentsOf: url))
            let target = FuzzTarget(selector: bytes.first)
            let expected: [String: FuzzTarget] = ["configuration": .configuration, "baseline": .baseline, "suppressions": .suppressions,
                                                  "lsp": .languageServer, "xcodeproj": .xcodeProject, "swift": .pipeline]
            let kind = String(url.lastPathComponent.prefix { $0.isLetter })
            XCTAssertEqual(target, expected[kind], url.lastPathComponent)
            reached.insert(kind)
            XCTAssertEqual(FuzzPipeline.problems(bytes), [], url.lastPathComponent)
        }
        XCTAssertEqual(reached, ["configuration", "baseline", "suppressions", "lsp", "xcodeproj", "swift"])
        XCTAssertEqual(FuzzTarget(selector: UInt8(ascii: "s")), .pipeline)
        XCTAssertEqual(FuzzTarget(selector: nil), .pipeline)
        // The suppression target's own checks: a directive out of its comment is a problem.
        XCTAssertEqual(FuzzTarget.suppressionProblems(Array("a: 1 # higlint-disable-line all\n".utf8)), [])
    }

    /// A campaign's kept corpus (scripts/fuzz-seeds/corpus/TARGET/, minimized by
    /// scripts/fuzz-campaign.sh) goes through its pinned reader again: every target's corpus is
    /// there, and a sample of each (the first 40 by name; names are content hashes, so the sample
    /// is spread over the corpus) passes in every test run. The whole corpus is replayed by each
    /// campaign as it starts (6,465 inputs take minutes in a debug build).
    func testTheCampaignCorpusPassesItsPinnedTarget() throws {
        let folder = Checkout.root.appendingPathComponent("scripts/fuzz-seeds/corpus")
        for name in PinnedTarget.names {
            let target = try XCTUnwrap(PinnedTarget(name: name))
            let inputs = try FileManager.default.contentsOfDirectory(at: folder.appendingPathComponent(name),
                                                                     includingPropertiesForKeys: nil)
            XCTAssertGreaterThan(inputs.count, 100, "\(name): no campaign corpus kept")
            for url in inputs.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }).prefix(40) {
                XCTAssertEqual(target.problems([UInt8](try Data(contentsOf: url))), [], "\(name)/\(url.lastPathComponent)")
            }
        }
    }

    /// Each pinned target reads its input whole: a configuration with a broken key is the
    /// configuration target's to judge (no selector byte), and it finds nothing wrong with it.
    func testPinnedTargetsTakeTheWholeInput() {
        XCTAssertEqual(PinnedTarget.configuration.problems(Array("rules:\n  popover-nested: [\n".utf8)), [])
        XCTAssertEqual(PinnedTarget.reader(extension: "swift").problems(Array("struct A: View { var body: some View { Text(\"a\").popover(isPresented: $b) { A() } } }".utf8)), [])
        XCTAssertEqual(PinnedTarget.reader(extension: "yaml").problems(Array("screen: A\nelements: [{type: popover}]\n".utf8)), [])
    }

    /// The fuzz target must call every reporter: one added in Sources/HiglintCore/Reporting and not
    /// listed in `FuzzPipeline.reporters()` fails here.
    func testFuzzTargetCallsEveryReporter() throws {
        let folder = Checkout.root.appendingPathComponent("Sources/HiglintCore/Reporting")
        var declared: Set<String> = []
        for file in try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil) where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            for line in text.split(separator: "\n") {
                let words = line.split(whereSeparator: { " :,{".contains($0) })
                guard let index = words.firstIndex(of: "struct") ?? words.firstIndex(of: "class") ?? words.firstIndex(of: "enum"),
                      index + 1 < words.count, words[(index + 2)...].contains("Reporter") else { continue }
                declared.insert(String(words[index + 1]))
            }
        }
        XCTAssertTrue(declared.contains("TextReporter") && declared.contains("JSONReporter"), "\(declared)")
        let called = Set(FuzzPipeline.reporters().map { String(describing: type(of: $0.reporter)) })
        XCTAssertEqual(declared.subtracting(called), [], "add these to FuzzPipeline.reporters() in Sources/HiglintFuzz/HiglintFuzz.swift")
    }
}
