import Foundation
import XCTest
@testable import HiglintCore

/// The catalog in Rules/ and the rules in Sources/ must describe the same set, and every
/// example a catalog entry shows must behave as it claims.
final class CatalogTests: XCTestCase {
    private func catalogFiles() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: Checkout.rules, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "yml" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// Runs `scripts/embed-catalog.py` of the checkout at `root`: its exit status and all it printed.
    private func embedCatalog(in root: URL, _ arguments: [String] = []) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", root.appendingPathComponent("scripts/embed-catalog.py").path] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    func testEveryCatalogFileParsesAndIsNamedAfterItsRule() throws {
        for file in try catalogFiles() {
            let entry = try RuleCatalog.parse(String(contentsOf: file, encoding: .utf8))
            XCTAssertEqual(file.lastPathComponent, entry.id + ".yml")
            XCTAssertFalse(entry.guidelines.isEmpty, "\(entry.id) quotes no guideline")
            XCTAssertFalse(entry.badExamples.isEmpty, "\(entry.id) has no bad example")
            XCTAssertFalse(entry.goodExamples.isEmpty, "\(entry.id) has no good example")
        }
    }

    func testCatalogAndImplementationsMatchOneToOne() throws {
        let catalogIDs = Set(try catalogFiles().map { $0.deletingPathExtension().lastPathComponent })
        let implemented = Set(RuleRegistry.guidelineRules.map { type(of: $0).description.id })
        XCTAssertEqual(catalogIDs.subtracting(implemented), [], "catalog entries without an implementation")
        XCTAssertEqual(implemented.subtracting(catalogIDs), [], "implementations without a catalog entry")
        XCTAssertEqual(implemented.count, RuleRegistry.guidelineRules.count, "a rule id is registered twice")
    }

    /// The registry is generated from the catalog: a rule type that no catalog entry names, or an
    /// entry that names no rule type, stops the generator (and CI) with a message saying what to do.
    func testTheGeneratorRefusesARuleTypeWithoutACatalogEntry() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("higlint-catalog-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        for folder in ["Rules", "scripts", "Sources/HiglintCore/Rules/Guideline", "Sources/HiglintCore/Catalog", "Sources/HiglintCore/Engine"] {
            try FileManager.default.createDirectory(at: scratch.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for file in try catalogFiles() {
            try FileManager.default.copyItem(at: file, to: scratch.appendingPathComponent("Rules/" + file.lastPathComponent))
        }
        try FileManager.default.copyItem(at: Checkout.root.appendingPathComponent("scripts/embed-catalog.py"),
                                         to: scratch.appendingPathComponent("scripts/embed-catalog.py"))
        let guideline = Checkout.root.appendingPathComponent("Sources/HiglintCore/Rules/Guideline")
        for file in try FileManager.default.contentsOfDirectory(at: guideline, includingPropertiesForKeys: nil) {
            try FileManager.default.copyItem(at: file, to: scratch.appendingPathComponent("Sources/HiglintCore/Rules/Guideline/" + file.lastPathComponent))
        }
        func generate() throws -> (status: Int32, output: String) {
            try embedCatalog(in: scratch)
        }
        XCTAssertEqual(try generate().status, 0)
        try "public struct PopoverExtraRule: Rule {\n}\n".write(
            to: scratch.appendingPathComponent("Sources/HiglintCore/Rules/Guideline/PopoverExtraRule.swift"), atomically: true, encoding: .utf8)
        let missing = try generate()
        XCTAssertNotEqual(missing.status, 0)
        XCTAssertTrue(missing.output.contains("the rule type PopoverExtraRule has no catalog entry"), missing.output)
        try FileManager.default.removeItem(at: scratch.appendingPathComponent("Sources/HiglintCore/Rules/Guideline/PopoverExtraRule.swift"))
        // `notIn` says a kind of file cannot fire the rule: an entry with a bad example of it contradicts itself.
        let nested = scratch.appendingPathComponent("Rules/popover-nested.yml")
        let written = try String(contentsOf: nested, encoding: .utf8)
        try (written + "notIn:\n  swift: {en: \"Swift cannot say it.\", ko: \"Swift는 말할 수 없습니다.\"}\n").write(to: nested, atomically: true, encoding: .utf8)
        let contradicted = try generate()
        XCTAssertNotEqual(contradicted.status, 0)
        XCTAssertTrue(contradicted.output.contains("notIn.swift says the rule cannot fire there, but a bad example is swift"), contradicted.output)
        try (written + "notIn:\n  yaml: {en: \"Never.\", ko: \"없음.\"}\n").write(to: nested, atomically: true, encoding: .utf8)
        XCTAssertTrue(try generate().output.contains("notIn names 'yaml'"))
        try (written + "notIn:\n  interfaceBuilder: {en: \"No Korean.\"}\n").write(to: nested, atomically: true, encoding: .utf8)
        XCTAssertTrue(try generate().output.contains("notIn.interfaceBuilder must be {en: …, ko: …}"))
        try FileManager.default.removeItem(at: scratch.appendingPathComponent("Rules/popover-nested.yml"))
        XCTAssertTrue(try generate().output.contains("PopoverNestedRule has no catalog entry"))
    }

    func testEmbeddedCatalogIsUpToDate() throws {
        var onDisk: [String: String] = [:]
        for file in try catalogFiles() { onDisk[file.lastPathComponent] = try String(contentsOf: file, encoding: .utf8) }
        let stale = Set(onDisk.keys).union(EmbeddedCatalog.files.keys).filter { onDisk[$0] != EmbeddedCatalog.files[$0] }
        XCTAssertEqual(stale.sorted(), [], "Rules/ changed: run python3 scripts/embed-catalog.py")
    }

    /// The generated Swift and the generated tables of docs/rules.md and docs/fixes.md are what
    /// the catalog says now (CI runs the same check first).
    func testEverythingGeneratedFromTheCatalogIsUpToDate() throws {
        let (status, output) = try embedCatalog(in: Checkout.root, ["--check"])
        XCTAssertEqual(status, 0, output)
    }

    func testSeverityAndMessagesAgreeWithTheImplementation() throws {
        for rule in RuleRegistry.guidelineRules {
            let description = type(of: rule).description
            guard let entry = RuleCatalog.shared[description.id] else {
                XCTFail("\(description.id) has no catalog entry")
                continue
            }
            XCTAssertEqual(entry.severity, description.defaultSeverity.rawValue, description.id)
            XCTAssertEqual(entry.optIn, description.optIn, description.id)
            XCTAssertEqual(Set(entry.messages.keys), Set(description.messageKeys), "\(description.id): message keys")
            for (key, text) in entry.messages {
                XCTAssertFalse(text.en.isEmpty, "\(description.id).\(key) has no English")
                XCTAssertFalse(text.ko.isEmpty, "\(description.id).\(key) has no Korean")
                XCTAssertTrue(text.ko.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) },
                              "\(description.id).\(key): the Korean message has no Hangul")
            }
            for text in [entry.title, entry.summary, entry.rationale] {
                XCTAssertTrue(text.ko.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, "\(description.id): Korean text missing")
            }
        }
    }

    /// Every quote is the guideline's own words: it must stand in the seed file it names.
    func testQuotesAreVerbatimFromTheSeeds() throws {
        try Checkout.requireSeeds()
        func normalized(_ text: String) -> String {
            text.replacingOccurrences(of: "’", with: "'").replacingOccurrences(of: "“", with: "\"").replacingOccurrences(of: "”", with: "\"")
                .replacingOccurrences(of: "**", with: "").replacingOccurrences(of: "\\", with: "")
                .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        var seeds: [String: String] = [:]
        for file in try FileManager.default.contentsOfDirectory(at: Checkout.seeds, includingPropertiesForKeys: nil) {
            seeds[file.deletingPathExtension().lastPathComponent] = normalized(try String(contentsOf: file, encoding: .utf8))
        }
        for entry in RuleCatalog.shared.entries.values {
            for guideline in entry.guidelines {
                let seed = try XCTUnwrap(seeds[guideline.seed], "\(entry.id) cites unknown seed \(guideline.seed)")
                for sentence in normalized(guideline.quote).components(separatedBy: ". ") where !sentence.isEmpty {
                    XCTAssertTrue(seed.contains(sentence.trimmingCharacters(in: CharacterSet(charactersIn: "."))),
                                  "\(entry.id): not in \(guideline.seed): \(sentence)")
                }
                if let korean = guideline.korean {
                    let koSeed = try XCTUnwrap(seeds[korean.seed], "\(entry.id) cites unknown seed \(korean.seed)")
                    for sentence in normalized(korean.quote).components(separatedBy: ". ") where !sentence.isEmpty {
                        XCTAssertTrue(koSeed.contains(sentence.trimmingCharacters(in: CharacterSet(charactersIn: "."))),
                                      "\(entry.id): not in \(korean.seed): \(sentence)")
                    }
                }
            }
        }
    }

    /// `explain` shows a rule in every kind of file higlint reads: for Swift, and for storyboards and
    /// xibs, a rule has a bad example of that kind or says in `notIn` why it cannot fire there —
    /// never both, never neither; and a kind it has a bad example of has a good one too.
    func testEveryRuleHasExamplesOrAReasonForEachKindOfFile() {
        for entry in RuleCatalog.shared.entries.values.sorted(by: { $0.id < $1.id }) {
            for kind in [SourceKind.swift, .interfaceBuilder] {
                let bad = entry.badExamples.contains { $0.kind == kind }
                let reason = entry.notIn[kind] != nil
                XCTAssertFalse(bad && reason, "\(entry.id): a bad \(kind.rawValue) example, and notIn.\(kind.rawValue) says it cannot fire there")
                XCTAssertTrue(bad || reason, "\(entry.id): no bad \(kind.rawValue) example, and no notIn.\(kind.rawValue) saying why")
                if bad {
                    XCTAssertTrue(entry.goodExamples.contains { $0.kind == kind }, "\(entry.id): no good \(kind.rawValue) example")
                }
            }
        }
    }

    func testNotInNamesOnlySwiftOrInterfaceBuilder() throws {
        let entry = try RuleCatalog.parse(Self.minimalEntry(notIn: """
            notIn:
              swift: {en: "Swift has no layout.", ko: "Swift에는 레이아웃이 없습니다."}
            """))
        XCTAssertEqual(entry.notIn[.swift]?.en, "Swift has no layout.")
        XCTAssertNil(entry.notIn[.interfaceBuilder])
        XCTAssertThrowsError(try RuleCatalog.parse(Self.minimalEntry(notIn: """
            notIn:
              yaml: {en: "Never.", ko: "없음."}
            """)))
        XCTAssertThrowsError(try RuleCatalog.parse(Self.minimalEntry(notIn: """
            notIn:
              swift: {en: "No Korean."}
            """)))
    }

    static func minimalEntry(notIn: String) -> String {
        """
        id: popover-example
        severity: warning
        title: {en: Title, ko: 제목}
        summary: {en: Summary, ko: 요약}
        rationale: {en: Rationale, ko: 근거}
        messages:
          one: {en: One, ko: 하나}
        \(notIn)
        examples:
          bad:
            - |
              screen: A
          good:
            - |
              screen: A
            - format: swift
              text: |
                import SwiftUI
        """
    }

    /// SwiftLint-style: a bad example reports the rule exactly at its `↓` markers; a good
    /// example reports nothing at all.
    func testExamplesBehaveAsMarked() throws {
        for rule in RuleRegistry.guidelineRules {
            let id = type(of: rule).description.id
            guard let entry = RuleCatalog.shared[id] else {
                XCTFail("\(id) has no catalog entry")
                continue
            }
            // Swift examples need the Swift reader: SwiftFixtureTests runs them.
            for (offset, example) in entry.badExamples.enumerated() where example.format != "swift" {
                let name = "bad-\(offset).\(example.format)"
                let diagnostics = lint(example.text, name: name, edition: example.edition, enabling: [id])
                XCTAssertFalse(example.markers.isEmpty, "\(id) \(name) has no ↓ marker")
                XCTAssertEqual(diagnostics.positions(of: id), example.markers.sorted(), "\(id) \(name): \(diagnostics.map(\.message))")
                XCTAssertFalse(diagnostics.contains { SchemaRule(rawValue: $0.ruleID) != nil && $0.severity == .error },
                               "\(id) \(name) is not a valid screen: \(diagnostics.map(\.message))")
            }
            for (offset, example) in entry.goodExamples.enumerated() where example.format != "swift" {
                let name = "good-\(offset).\(example.format)"
                let diagnostics = lint(example.text, name: name, edition: example.edition, enabling: [id])
                XCTAssertEqual(diagnostics.map { "\($0.range.start) \($0.ruleID): \($0.message)" }, [], "\(id) \(name)")
            }
        }
    }
}

/// `higlint explain RULE --locale ko` reads in Korean throughout, quoting seed 004 where the
/// edition's text exists in Korean.
final class ExplainTests: XCTestCase {
    private func hasHangul(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
    }

    func testEveryRuleExplainsItselfInBothLanguages() throws {
        for rule in RuleRegistry.guidelineRules {
            let description = type(of: rule).description
            let entry = try XCTUnwrap(RuleCatalog.shared[description.id])
            let english = ExplainText.render(entry, description: description, edition: .current, locale: .en)
            let korean = ExplainText.render(entry, description: description, edition: .ios2017, locale: .ko)
            XCTAssertTrue(english.contains(entry.title.en), description.id)
            XCTAssertTrue(korean.contains(entry.title.ko) && korean.contains(entry.rationale.ko), description.id)
            for option in description.options {
                XCTAssertTrue(hasHangul(option.koreanSummary), "\(description.id).\(option.name) has no Korean summary")
                XCTAssertTrue(korean.contains(option.koreanSummary))
            }
            if let korean004 = entry.guideline(for: .ios2017)?.korean, !korean004.quote.isEmpty {
                XCTAssertTrue(korean.contains("004_e246539e6bd74caa"), description.id)
            }
        }
    }

    /// A kind of file the rule cannot fire on is named, with the reason, in both languages; each
    /// other kind's good example is shown beside the first.
    func testExplainSaysWhichKindsOfFileAreNotChecked() throws {
        let entry = try RuleCatalog.parse(CatalogTests.minimalEntry(notIn: """
            notIn:
              interfaceBuilder: {en: "A storyboard does not say colours.", ko: "스토리보드는 색을 말하지 않습니다."}
            """))
        let description = PopoverContrastRule.description
        let english = ExplainText.render(entry, description: description, edition: .current, locale: .en)
        XCTAssertTrue(english.contains("\nStoryboards and xibs: not checked — A storyboard does not say colours.\n"), english)
        XCTAssertFalse(english.contains("Swift files: not checked"), english)
        XCTAssertTrue(english.contains("Does not trigger:\n    screen: A\n\nDoes not trigger (Swift):\n    import SwiftUI\n"), english)
        let korean = ExplainText.render(entry, description: description, edition: .current, locale: .ko)
        XCTAssertTrue(korean.contains("\n스토리보드와 xib: 검사하지 않음 — 스토리보드는 색을 말하지 않습니다.\n"), korean)
        XCTAssertTrue(korean.contains("올바른 예 (Swift):\n    import SwiftUI\n"), korean)
    }

    func testExplainShowsTheChosenEditionsText() throws {
        let description = PopoverNestedRule.description
        let entry = try XCTUnwrap(RuleCatalog.shared[description.id])
        let text = ExplainText.render(entry, description: description, edition: .ios2011, locale: .en)
        XCTAssertTrue(text.contains("Guideline (ios-2011)"))
        XCTAssertTrue(text.contains("003_15a1720ed981fd0b"))
    }
}
