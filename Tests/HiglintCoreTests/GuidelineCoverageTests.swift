import Foundation
import XCTest
@testable import HiglintCore

/// docs/guidelines.md is the coverage matrix: every normative statement of every seed, with the
/// rules that check it. These tests read the seeds themselves, so a statement cannot be left out
/// of the matrix, and a rule id in the matrix cannot be misspelt.
///
/// What counts as a statement, per seed:
/// - 000 (current HIG) and 003 (2011 HIG): each bold run that is a guideline (three words or more,
///   which leaves out labels such as "Framework"), and each sentence under it that is normative.
/// - 001 (2017 web edition, plain text): the guideline is the first sentence of a paragraph that
///   is imperative, i.e. opens with one of the verbs the bold guidelines of 000 and 003 open with
///   (after an introductory "When possible," or "In general,"). The Korean translation 004 has one
///   `###` heading per guideline, so the two counts must agree.
/// - 002 (UIPopoverController reference): the normative sentences of its Overview.
/// - 004 (Korean): each `###` heading, and each sentence in the imperative (하십시오) or saying what
///   should or must not be (해야 합니다, 안됩니다).
/// A sentence is normative when it says should, must, never, avoid, ideally, ensure, make sure,
/// be sure or don't, or opens (or, after an introductory clause, continues) with an imperative verb.
/// In the API reference "can" and "may" also count: there they state what the class permits.
final class GuidelineCoverageTests: XCTestCase {
    // MARK: - Reading

    private func seed(_ number: String) throws -> String {
        try Checkout.requireSeeds()
        let files = try FileManager.default.contentsOfDirectory(at: Checkout.seeds, includingPropertiesForKeys: nil)
        let file = try XCTUnwrap(files.first { $0.lastPathComponent.hasPrefix(number + "_") }, "no seed \(number)")
        return try String(contentsOf: file, encoding: .utf8)
    }

    private func matrix() throws -> String {
        try String(contentsOf: Checkout.root.appendingPathComponent("docs/guidelines.md"), encoding: .utf8)
    }

    /// Text as a reader sees it: links reduced to their text, one kind of quote and apostrophe,
    /// no emphasis or code marks, single spaces.
    static func normalized(_ text: String) -> String {
        var result = text.replacingOccurrences(of: #"!?\[([^\]]*)\]\((?:[^()]|\([^()]*\))*\)"#, with: "$1",
                                               options: .regularExpression)
        for (from, to) in [("’", "'"), ("‘", "'"), ("“", "\""), ("”", "\"")] {
            result = result.replacingOccurrences(of: from, with: to)
        }
        for mark in ["*", "_", "`", "\\"] { result = result.replacingOccurrences(of: mark, with: "") }
        return result.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Sentences of one line of text: a break after `.`, `!` or `?` (or after a bold run ending in
    /// one) followed by a space.
    static func sentences(_ line: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: #"(?:(?<=[.!?])|(?<=[.!?]\*\*))\s+(?=\S)"#)
        let text = line.trimmingCharacters(in: .whitespaces) as NSString
        var result: [String] = []
        var start = 0
        for match in pattern.matches(in: text as String, range: NSRange(location: 0, length: text.length)) {
            result.append(text.substring(with: NSRange(location: start, length: match.range.location - start)))
            start = match.range.location + match.range.length
        }
        if start < text.length { result.append(text.substring(from: start)) }
        return result.filter { !$0.isEmpty }
    }

    /// The non-empty lines of a seed between two line prefixes (either may be nil: from the start,
    /// to the end).
    static func lines(of text: String, from start: String? = nil, to end: String? = nil) -> [String] {
        var result: [String] = []
        var inside = start == nil
        for line in text.components(separatedBy: "\n") {
            if let start, !inside, line.hasPrefix(start) {
                inside = true
                continue
            }
            if inside, let end, line.hasPrefix(end) { break }
            if inside, !line.trimmingCharacters(in: .whitespaces).isEmpty { result.append(line) }
        }
        return result
    }

    static func words(_ sentence: String) -> [String] {
        normalized(sentence).lowercased().split(whereSeparator: { $0.isWhitespace }).map {
            $0.trimmingCharacters(in: CharacterSet.punctuationCharacters.subtracting(CharacterSet(charactersIn: "'")))
        }
    }

    /// The verb an imperative opens with: the first word, or after an introductory phrase of at
    /// most three words ending in a comma ("When possible,", "In general,"), the word after it.
    static func openingVerb(_ sentence: String) -> String? {
        let raw = normalized(sentence).split(separator: " ")
        guard !raw.isEmpty else { return nil }
        if let comma = raw.prefix(3).firstIndex(where: { $0.hasSuffix(",") }), comma + 1 < raw.count {
            return words(raw[(comma + 1)...].joined(separator: " ")).first
        }
        return words(sentence).first
    }

    // MARK: - Extraction

    static func boldGuidelines(_ text: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: #"\*\*([^*]+)\*\*"#)
        let ns = text as NSString
        return pattern.matches(in: text, range: NSRange(location: 0, length: ns.length))
            .map { ns.substring(with: $0.range(at: 1)) }
            .filter { $0.split(separator: " ").count >= 3 }
    }

    static func koreanGuidelines(_ text: String) -> [String] {
        text.components(separatedBy: "\n").filter { $0.hasPrefix("### ") }.map { String($0.dropFirst(4)) }
    }

    /// Verbs that open imperatives in the seeds: those of the bold guidelines of 000 and 003, and
    /// the further base forms that open sentences under them ("Reserve popovers…", "Discard work…").
    static func imperativeVerbs(current: String, ios2011: String) -> Set<String> {
        var verbs = Set((boldGuidelines(current) + boldGuidelines(ios2011)).compactMap(openingVerb))
        verbs.formUnion(["animate", "be", "close", "create", "discard", "display", "limit", "make", "never",
                         "refer", "reserve", "see", "utilize"])
        return verbs
    }

    static func isNormative(_ sentence: String, verbs: Set<String>, apiReference: Bool = false) -> Bool {
        let text = normalized(sentence).lowercased()
        var markers = #"\bshould|\bmust\b|\bnever\b|\bavoid|\bideally\b|\bensure\b|make sure|be sure|\bdon't\b"#
        if apiReference { markers += #"|\bcan\b|\bmay\b|\bexclusively\b|\bexception\b"# }
        if text.range(of: markers, options: .regularExpression) != nil { return true }
        let all = normalized(sentence).split(separator: " ")
        var openers = [words(sentence).first]
        if let comma = all.firstIndex(where: { $0.hasSuffix(",") }), comma + 1 < all.count {
            openers.append(words(all[(comma + 1)...].joined(separator: " ")).first)
        }
        return openers.contains { $0.map(verbs.contains) ?? false }
    }

    /// The 2017 edition's guidelines: the first sentence of each paragraph that says more than it,
    /// when that sentence is imperative.
    static func webGuidelines(_ text: String, verbs: Set<String>) -> [String] {
        lines(of: text).compactMap { line in
            let parts = sentences(line)
            guard parts.count > 1, let verb = openingVerb(parts[0]), verbs.contains(verb) else { return nil }
            return parts[0]
        }
    }

    // MARK: - Tests

    private func assertInMatrix(_ statements: [String], seed: String, kind: String,
                                file: StaticString = #filePath, line: UInt = #line) throws {
        let document = Self.normalized(try matrix())
        for statement in statements {
            let wanted = Self.normalized(statement)
            XCTAssertTrue(document.contains(wanted), "docs/guidelines.md lacks \(kind) of \(seed): \(wanted)", file: file, line: line)
        }
    }

    func testEveryGuidelineOfEverySeedIsInTheMatrix() throws {
        let current = try seed("000"), web = try seed("001"), api = try seed("002"), ios2011 = try seed("003"), korean = try seed("004")
        let verbs = Self.imperativeVerbs(current: current, ios2011: ios2011)

        let currentGuidelines = Self.boldGuidelines(current)
        let oldGuidelines = Self.boldGuidelines(ios2011)
        let webGuidelines = Self.webGuidelines(web, verbs: verbs)
        let koreanGuidelines = Self.koreanGuidelines(korean)
        XCTAssertFalse(currentGuidelines.isEmpty, "no bold guideline found in 000")
        XCTAssertFalse(oldGuidelines.isEmpty, "no bold guideline found in 003")
        XCTAssertFalse(koreanGuidelines.isEmpty, "no ### guideline found in 004")
        XCTAssertEqual(webGuidelines.count, koreanGuidelines.count,
                       "001 and its translation 004 should have as many guidelines: \(webGuidelines)")
        XCTAssertFalse(currentGuidelines.contains { ["Framework", "Kind", "Availability"].contains($0) })

        try assertInMatrix(currentGuidelines, seed: "000", kind: "the guideline")
        try assertInMatrix(webGuidelines, seed: "001", kind: "the guideline")
        try assertInMatrix(koreanGuidelines, seed: "004", kind: "the guideline")
        try assertInMatrix(oldGuidelines, seed: "003", kind: "the guideline")

        let apiStatements = Self.lines(of: api, from: "#### Overview", to: "## Topics").flatMap(Self.sentences)
            .filter { Self.isNormative($0, verbs: verbs, apiReference: true) }
        XCTAssertTrue(apiStatements.contains { $0.hasPrefix("Popover controllers are for use exclusively on iPad devices") })
        try assertInMatrix(apiStatements, seed: "002", kind: "the normative sentence")
    }

    func testEveryNormativeSentenceUnderTheGuidelinesIsInTheMatrix() throws {
        let current = try seed("000"), web = try seed("001"), ios2011 = try seed("003"), korean = try seed("004")
        let verbs = Self.imperativeVerbs(current: current, ios2011: ios2011)

        let currentLines = Self.lines(of: current, from: "## [Best practices]", to: "## [Resources]").filter {
            let trimmed = $0.trimmingCharacters(in: .whitespaces)
            return !["#", "![", "* ", "- "].contains { trimmed.hasPrefix($0) }
        }
        let oldLines = Self.lines(of: ios2011).map {
            $0.replacingOccurrences(of: #"<!--.*?-->|<[^>]+>"#, with: "", options: .regularExpression)
                .trimmingCharacters(in: .whitespaces)
                .replacingOccurrences(of: #"^(- |● )"#, with: "", options: .regularExpression)
        }
        for (number, lines) in [("000", currentLines), ("001", Self.lines(of: web)), ("003", oldLines)] {
            let statements = lines.flatMap(Self.sentences).filter { Self.isNormative($0, verbs: verbs) }
            XCTAssertFalse(statements.isEmpty, "no normative sentence found in \(number)")
            try assertInMatrix(statements, seed: number, kind: "the normative sentence")
        }

        let koreanStatements = Self.lines(of: korean).filter { !$0.hasPrefix("#") }.flatMap(Self.sentences).filter {
            $0.range(of: #"(십시오|야 합니다|안됩니다)\.?$"#, options: .regularExpression) != nil
        }
        XCTAssertFalse(koreanStatements.isEmpty, "no normative sentence found in 004")
        try assertInMatrix(koreanStatements, seed: "004", kind: "the normative sentence")
    }

    func testRuleIDsInTheMatrixAreRealAndEveryRuleAppears() throws {
        let text = try matrix()
        let known = Set(RuleRegistry.catalogOrder + SchemaRule.allCases.map(\.rawValue))
        func matches(_ pattern: String, group: Int) -> [String] {
            let expression = try! NSRegularExpression(pattern: pattern)
            let ns = text as NSString
            return expression.matches(in: text, range: NSRange(location: 0, length: ns.length)).map { ns.substring(with: $0.range(at: group)) }
        }
        // Any code span that looks like a rule id, and any word starting "popover-", must be one.
        let mentioned = Set(matches(#"`([a-z]+(?:-[a-z]+)+)`"#, group: 1) + matches(#"\b(popover-[a-z]+(?:-[a-z]+)*)"#, group: 1))
        XCTAssertEqual(mentioned.subtracting(known).sorted(), [], "docs/guidelines.md names rules that do not exist")
        for id in RuleRegistry.catalogOrder {
            XCTAssertTrue(text.contains("`\(id)`"), "docs/guidelines.md never names \(id)")
        }
    }
}
