import XCTest
@testable import HiglintCore

/// rules.md, "Editions": a rule is on by default in an edition exactly when its catalog entry
/// quotes that edition's text, or cites the API reference (no edition: every edition); `offIn`
/// turns it off in an edition anyway and `optIn: true` in all. scripts/embed-catalog.py derives the
/// editions from the catalog into each rule's `description`; this states the contract against the
/// entry as parsed, so a wrong derivation (or a rule registered by hand) fails here.
final class EditionTests: XCTestCase {
    func testEachEditionTurnsOnExactlyTheRulesItsTextStates() throws {
        var onSomewhere = 0
        for rule in RuleRegistry.guidelineRules {
            let description = type(of: rule).description
            let entry = try XCTUnwrap(RuleCatalog.shared[description.id], description.id)
            for edition in Edition.allCases {
                let quoted = entry.guidelines.contains { $0.edition == edition || $0.edition == nil }
                let stated = quoted && !entry.offIn.contains(edition) && !entry.optIn
                XCTAssertEqual(description.isOnByDefault(in: edition), stated,
                               "\(description.id) in \(edition.rawValue): \(stated ? "stated but off" : "on but not stated")")
                if stated { onSomewhere += 1 }
            }
            XCTAssertEqual(entry.defaultEditions, description.defaultEditions, "\(description.id): what explain says")
        }
        XCTAssertGreaterThan(onSomewhere, 0)
    }

    /// The contract's exceptions as rules.md states them, so that the property above is not
    /// satisfied by a catalog that quotes everything everywhere.
    func testTheDocumentedExceptionsHold() {
        func on(_ id: String) -> [Edition] { RuleRegistry.rule(id).map { type(of: $0).description.defaultEditions } ?? [] }
        XCTAssertEqual(on("popover-deprecated-api"), [.current, .ios2017], "offIn: [ios-2011]")
        XCTAssertEqual(on("popover-nonstandard-content"), [], "optIn: true")
        XCTAssertEqual(on("popover-offscreen"), Edition.allCases, "cites the API reference")
    }

    /// The configuration an edition starts from is what runs: a rule off in an edition reports
    /// nothing there unless configuration turns it on.
    func testARuleOffInAnEditionDoesNotReportThereUnlessEnabled() {
        let text = """
        screen: Notes
        platform: iPadOS
        elements:
          - id: help
            type: button
            help: Tap to open the formatting popover
            presents:
              type: popover
              api: UIPopoverController
              background: "#333333"
        """
        XCTAssertEqual(lint(text).rules().sorted(), ["popover-deprecated-api", "popover-word-in-copy"])
        XCTAssertEqual(lint(text, edition: .ios2017).rules(), ["popover-deprecated-api"])
        XCTAssertEqual(lint(text, edition: .ios2011).rules(), ["popover-contrast"])
        XCTAssertEqual(lint(text, edition: .ios2011, enabling: ["popover-word-in-copy"]).rules().sorted(),
                       ["popover-contrast", "popover-word-in-copy"])
    }

    /// Each diagnostic cites its own edition's text; a rule that is on in an edition only through
    /// the API reference cites that.
    func testDiagnosticsCiteTheirEditionsText() throws {
        let text = """
        screen: Contacts
        platform: iOS
        elements:
          - id: add
            type: barButton
            presents:
              type: popover
              compactAdaptation: none
        """
        let sources = Edition.allCases.map { edition in lint(text, edition: edition).first { $0.ruleID == "popover-in-compact" }?.source }
        XCTAssertEqual(sources, ["000_26840a49b3d096f9", "001_a3bab63b342adb6d", "002_43474193080e73b3"])
        let korean = lint(text, edition: .ios2017, locale: .ko).first { $0.ruleID == "popover-in-compact" }
        XCTAssertEqual(korean?.source, "004_e246539e6bd74caa")
    }

    func testCitationsQuoteAHeadingThatSaysWhatTheRuleChecks() throws {
        let menu = try XCTUnwrap(RuleCatalog.shared["popover-menu-stays-open"])
        for edition in Edition.allCases {
            let cited = try XCTUnwrap(menu.guideline(for: edition))
            XCTAssertEqual(cited.edition, edition)
            XCTAssertFalse(cited.heading.localizedCaseInsensitiveContains("button"), cited.heading)
        }
        let noArrow = try XCTUnwrap(RuleCatalog.shared["popover-no-arrow"]?.guideline(for: .ios2017))
        XCTAssertEqual(noArrow.heading, "Position popovers appropriately onscreen.")
        XCTAssertTrue(noArrow.quote.contains("arrow should point"))
    }
}

/// The two records of which texts state a rule must agree: docs/guidelines.md (statement by
/// statement) and the catalog's citations (which decide the editions a rule is on in).
final class GuidelineMatrixAgreementTests: XCTestCase {
    /// Seeds named in the matrix's "checked by" cells per rule, counting only the rules a cell
    /// lists before any explanation in brackets, and no "Not checkable" rows. 004 is 001's
    /// translation, so it stands for 001.
    private func seedsInMatrix() throws -> [String: Set<String>] {
        let text = try String(contentsOf: Checkout.root.appendingPathComponent("docs/guidelines.md"), encoding: .utf8)
        var result: [String: Set<String>] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("| 00") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 4, cells[1].count == 3 else { continue }
            let seed = cells[1] == "004" ? "001" : cells[1]
            let checkedBy = cells[3]
            guard !checkedBy.hasPrefix("Not checkable") else { continue }
            let listed = checkedBy.split(separator: "(", maxSplits: 1).first.map(String.init) ?? ""
            for part in listed.split(separator: "`") where part.hasPrefix("popover-") {
                result[String(part), default: []].insert(seed)
            }
        }
        return result
    }

    func testTheMatrixAndTheCatalogCiteTheSameTexts() throws {
        let matrix = try seedsInMatrix()
        for rule in RuleRegistry.guidelineRules {
            let id = type(of: rule).description.id
            let entry = try XCTUnwrap(RuleCatalog.shared[id])
            let cited = Set(entry.guidelines.map { String($0.seed.prefix(3)) })
            XCTAssertEqual(matrix[id] ?? [], cited, "\(id): docs/guidelines.md names it under other texts than its catalog entry cites")
        }
    }
}
